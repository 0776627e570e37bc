import { createHash } from 'node:crypto';
import type { DemoCollection } from '@guardians/shared';
import sharp from 'sharp';
import { tokenPng } from './demo-image-service.ts';

/** A collection page's banner: a mosaic of the collection's first tokens under a dark fade. */
export interface RenderedBanner {
  body: Buffer;
  contentType: 'image/webp';
  etag: string;
}

const TILE = 160;
const COLUMNS = 12;
const ROWS = 3;
const DEMO_BANNER_WIDTH = TILE * COLUMNS;
const DEMO_BANNER_HEIGHT = TILE * ROWS;

// Darker at the bottom, where the page sets the collection's name over the banner.
const fade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_BANNER_WIDTH}" height="${DEMO_BANNER_HEIGHT}">
  <defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#05060a" stop-opacity="0.25"/>
    <stop offset="1" stop-color="#05060a" stop-opacity="0.8"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#f)"/></svg>`,
);

const banners = new Map<string, Promise<RenderedBanner>>();

async function render(collection: DemoCollection): Promise<RenderedBanner> {
  const count = Math.min(collection.supply, COLUMNS * ROWS);
  const tiles = await Promise.all(
    Array.from({ length: COLUMNS * ROWS }, async (_, i) => {
      const image = await tokenPng(collection, (i % count) + 1, TILE);
      return { input: image.body, left: (i % COLUMNS) * TILE, top: Math.floor(i / COLUMNS) * TILE };
    }),
  );
  const body = await sharp({
    create: { width: DEMO_BANNER_WIDTH, height: DEMO_BANNER_HEIGHT, channels: 3, background: '#05060a' },
  })
    .composite([...tiles, { input: fade, left: 0, top: 0 }])
    .webp({ quality: 72, effort: 4 })
    .toBuffer();
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, contentType: 'image/webp', etag };
}

/** Rendered once per collection and process (about 60 KB each). */
export function demoBanner(collection: DemoCollection): Promise<RenderedBanner> {
  let banner = banners.get(collection.slug);
  if (!banner) {
    banner = render(collection);
    banner.catch(() => banners.delete(collection.slug));
    banners.set(collection.slug, banner);
  }
  return banner;
}
