import { createHash } from 'node:crypto';
import type { DemoCollection } from '@guardians/shared';
import sharp from 'sharp';
import { LruCache } from '../lib/lru-cache.ts';
import { renderTokenSvg } from './art/render-token-svg.ts';

export interface RenderedImage {
  body: Buffer;
  contentType: 'image/png' | 'image/svg+xml';
  /** Strong ETag from the SVG source, so it changes exactly when the art does. */
  etag: string;
}

/** 64 MB of PNGs: a 512 px token is ~40 KB, a 160 px one ~9 KB; all 1,650 tokens at both fit. */
const CACHE_BYTES = 64 * 1024 * 1024;
const rendered = new LruCache<RenderedImage>(CACHE_BYTES, (image) => image.body.length);
const inFlight = new Map<string, Promise<RenderedImage>>();

function etagOf(svg: string, variant: string): string {
  return `"${createHash('sha1').update(variant).update(svg).digest('base64url').slice(0, 22)}"`;
}

/** The token's SVG (cheap: string building only), with its ETag. */
export function tokenSvg(collection: DemoCollection, tokenId: number): RenderedImage {
  const svg = renderTokenSvg(collection, tokenId);
  return { body: Buffer.from(svg), contentType: 'image/svg+xml', etag: etagOf(svg, 'svg') };
}

/** ETag of the PNG at `size` without rasterising, so a revalidation costs no sharp work. */
export function tokenPngEtag(collection: DemoCollection, tokenId: number, size: number): string {
  return etagOf(renderTokenSvg(collection, tokenId, size), `png${size}`);
}

/**
 * The token's PNG at `size` px. sharp (librsvg) rasterises only our own generated SVG, never
 * uploaded markup. Quantised to a palette: half the bytes of a truecolour PNG for the same look,
 * at about twice the (one-off, cached) render time. Finished images sit in a byte-bounded LRU; concurrent requests for the same
 * image share one render.
 */
export async function tokenPng(
  collection: DemoCollection,
  tokenId: number,
  size: number,
): Promise<RenderedImage> {
  const key = `${collection.slug}/${tokenId}/${size}`;
  const done = rendered.get(key);
  if (done) return done;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const render = (async () => {
    const svg = renderTokenSvg(collection, tokenId, size);
    const body = await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, effort: 1 }).toBuffer();
    const image: RenderedImage = { body, contentType: 'image/png', etag: etagOf(svg, `png${size}`) };
    rendered.set(key, image);
    return image;
  })();
  inFlight.set(key, render);
  try {
    return await render;
  } finally {
    inFlight.delete(key);
  }
}
