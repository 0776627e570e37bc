import sharp from 'sharp';
import { loadDemoCollections } from '../demo-catalogue.ts';
import { type FanArtScene, renderFanArtSvg } from '../demo-fan-art.ts';

/** A picture a demo post can carry: the demo's generated fan art (demo-fan-art.ts), as X would host it. */
interface DemoXPicture {
  name: string;
  /** What the compose page calls it. */
  label: string;
  scene: FanArtScene;
  width: number;
  height: number;
  /** The Guardian drawn, from the first demo collection. */
  tokenId?: number;
}

/** The pictures offered on the compose page; the seeded posts carry them too. */
export const DEMO_X_PICTURES: readonly DemoXPicture[] = [
  {
    name: 'guardian-at-dusk',
    label: 'Guardian #7 at dusk',
    scene: { kind: 'portrait', palette: 'dusk' },
    width: 600,
    height: 800,
    tokenId: 7,
  },
  {
    name: 'great-waterfall',
    label: 'The Great Waterfall',
    scene: { kind: 'landscape', stage: 'great-waterfall' },
    width: 960,
    height: 540,
    tokenId: 12,
  },
  {
    name: 'ember-poster',
    label: 'Poster of Guardian #42',
    scene: { kind: 'poster', palette: 'ember' },
    width: 720,
    height: 720,
    tokenId: 42,
  },
  {
    name: 'mystic-forest',
    label: 'The Mystic Forest',
    scene: { kind: 'landscape', stage: 'mystic-forest' },
    width: 900,
    height: 600,
  },
];

export function demoXPicture(name: string): DemoXPicture | undefined {
  return DEMO_X_PICTURES.find((picture) => picture.name === name);
}

const rendered = new Map<string, Promise<Buffer>>();

/** The picture as PNG, drawn once per process (our own SVG only, rasterised by sharp). */
export function demoXPicturePng(rootDir: string, picture: DemoXPicture): Promise<Buffer> {
  const key = `${rootDir}\u0000${picture.name}`;
  let png = rendered.get(key);
  if (!png) {
    const collection = loadDemoCollections(rootDir)[0];
    const token =
      collection && picture.tokenId && picture.tokenId <= collection.supply
        ? { collection, tokenId: picture.tokenId }
        : null;
    const svg = renderFanArtSvg({ ...picture, token, signature: 'Guardians demo', seed: picture.name });
    png = sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
    // A failed render is tried again next time, not kept.
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}
