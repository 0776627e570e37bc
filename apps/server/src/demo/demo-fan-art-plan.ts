import type { FanArtScene } from './demo-fan-art.ts';

/** One demo fan-art post: a fictional X artist's picture, maybe of a Guardian, with some loves. */
export interface DemoFanArt {
  tweetId: string;
  author: { id: string; username: string; name: string };
  /** 'upload': sent through the site by `uploader` (an anvil account index); 'x_api': ingested. */
  source: 'upload' | 'x_api';
  uploader?: number;
  daysAgo: number;
  width: number;
  height: number;
  scene: FanArtScene;
  /** Token id of the default demo collection drawn (1..supply of the smallest demo collection). */
  tokenId?: number;
  text: string;
  /** How many of the ten anvil accounts love it, from #0 up: "most reactions" has an order to show. */
  loves: number;
}

const artist = (id: string, username: string, name: string) => ({ id, username, name });
const nori = artist('1620000000000000101', 'nori_inkwell', 'Nori Inkwell');
const tamsin = artist('1620000000000000102', 'tamsin_draws', 'Tamsin Vale');
const oskar = artist('1620000000000000103', 'oskar_pixelmoth', 'Oskar Pixelmoth');
const lumi = artist('1620000000000000104', 'lumi_brush', 'Lumi');
const ayo = artist('1620000000000000105', 'ayo_sketches', 'Ayo Sketches');
const hana = artist('1620000000000000106', 'hana_koi_art', 'Hana');

/**
 * Twelve posts over the past five weeks: portraits, landscapes of the Odyssey stages and square
 * posters, so the masonry gets every shape. Tweet ids are fixed: they make the seed idempotent.
 */
export const DEMO_FAN_ART: readonly DemoFanArt[] = [
  {
    tweetId: '1890000000000000001',
    author: nori,
    source: 'x_api',
    daysAgo: 1.2,
    width: 720,
    height: 960,
    scene: { kind: 'portrait', palette: 'dusk' },
    tokenId: 7,
    text: 'Guardian #7 at dusk, ink and a lot of patience #GuardiansArt',
    loves: 8,
  },
  {
    tweetId: '1890000000000000002',
    author: tamsin,
    source: 'upload',
    uploader: 1,
    daysAgo: 2.6,
    width: 1024,
    height: 576,
    scene: { kind: 'landscape', stage: 'great-waterfall' },
    tokenId: 12,
    text: 'The Great Waterfall, with #12 keeping watch #GuardiansArt',
    loves: 5,
  },
  {
    tweetId: '1890000000000000003',
    author: oskar,
    source: 'x_api',
    daysAgo: 4.1,
    width: 800,
    height: 800,
    scene: { kind: 'poster', palette: 'ember' },
    tokenId: 42,
    text: 'Poster study of #42 for the contest #GuardiansArt',
    loves: 10,
  },
  {
    tweetId: '1890000000000000004',
    author: lumi,
    source: 'x_api',
    daysAgo: 6.5,
    width: 960,
    height: 640,
    scene: { kind: 'landscape', stage: 'mystic-forest' },
    text: 'Somewhere deep in the Mystic Forest #GuardiansArt',
    loves: 3,
  },
  {
    tweetId: '1890000000000000005',
    author: ayo,
    source: 'upload',
    uploader: 2,
    daysAgo: 8.8,
    width: 640,
    height: 960,
    scene: { kind: 'portrait', palette: 'jade' },
    tokenId: 3,
    text: 'Jade portrait of Guardian #3 #GuardiansArt',
    loves: 6,
  },
  {
    tweetId: '1890000000000000006',
    author: hana,
    source: 'x_api',
    daysAgo: 11.3,
    width: 1024,
    height: 576,
    scene: { kind: 'landscape', stage: 'mystic-river' },
    text: 'Night on the Mystic River #GuardiansArt',
    loves: 1,
  },
  {
    tweetId: '1890000000000000007',
    author: nori,
    source: 'x_api',
    daysAgo: 14.7,
    width: 768,
    height: 768,
    scene: { kind: 'poster', palette: 'ink' },
    tokenId: 88,
    text: '#88 in ink, second try #GuardiansArt',
    loves: 4,
  },
  {
    tweetId: '1890000000000000008',
    author: tamsin,
    source: 'upload',
    uploader: 1,
    daysAgo: 17.9,
    width: 960,
    height: 640,
    scene: { kind: 'landscape', stage: 'golden-temple' },
    tokenId: 21,
    text: 'Golden Temple sunrise with #21 #GuardiansArt',
    loves: 7,
  },
  {
    tweetId: '1890000000000000009',
    author: oskar,
    source: 'x_api',
    daysAgo: 21.4,
    width: 640,
    height: 960,
    scene: { kind: 'portrait', palette: 'ember' },
    tokenId: 64,
    text: 'Ember portrait of #64 #GuardiansArt',
    loves: 2,
  },
  {
    tweetId: '1890000000000000010',
    author: lumi,
    source: 'x_api',
    daysAgo: 25.2,
    width: 800,
    height: 800,
    scene: { kind: 'poster', palette: 'jade' },
    tokenId: 1,
    text: 'The first Guardian, as a poster #GuardiansArt',
    loves: 9,
  },
  {
    tweetId: '1890000000000000011',
    author: ayo,
    source: 'upload',
    uploader: 3,
    daysAgo: 29.6,
    width: 1024,
    height: 576,
    scene: { kind: 'landscape', stage: 'great-waterfall' },
    text: 'Quick sketch of the falls #GuardiansArt',
    loves: 0,
  },
  {
    tweetId: '1890000000000000012',
    author: hana,
    source: 'x_api',
    daysAgo: 34.1,
    width: 672,
    height: 896,
    scene: { kind: 'portrait', palette: 'ink' },
    tokenId: 12,
    text: 'Another take on #12 #GuardiansArt',
    loves: 2,
  },
];
