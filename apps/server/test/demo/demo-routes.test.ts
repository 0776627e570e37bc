import { DemoCollectionListResponseSchema, DemoTokenMetadataSchema } from '@guardians/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/demo/:collection/:tokenId (token URI)', () => {
  it('returns metadata that validates against the shared schema, with absolute URLs', async () => {
    const res = await get('/api/demo/guardians/1');
    expect(res.statusCode).toBe(200);
    const metadata = DemoTokenMetadataSchema.parse(res.json());
    expect(metadata.name).toBe('Guardians #1');
    expect(metadata.image).toBe('http://localhost:80/api/demo/guardians/1/image.png');
    expect(metadata.attributes.map((a) => a.trait_type)).toEqual([
      'Background',
      'Body',
      'Element',
      'Eyes',
      'Accessory',
      'Aura',
    ]);
  });

  it('adds animation_url to a video token, pointing at the served mp4', async () => {
    const metadata = (await get('/api/demo/guardians/78')).json();
    expect(metadata.animation_url).toBe('http://localhost:80/api/demo/media/koi-loop.mp4');
  });

  it('serves the presale reserve above the seeded supply, the same way every time', async () => {
    const first = (await get('/api/demo/guardians/1300')).json();
    expect(first.name).toBe('Guardians #1300');
    expect((await get('/api/demo/guardians/1300')).json()).toEqual(first);
  });

  it('is 404 for an unknown collection or an id out of range, 400 for a non-numeric id', async () => {
    expect((await get('/api/demo/dragons/1')).statusCode).toBe(404);
    expect((await get('/api/demo/guardians/0')).statusCode).toBe(404);
    expect((await get('/api/demo/guardians/1301')).statusCode).toBe(404);
    const bad = await get('/api/demo/guardians/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_INPUT');
  });
});

describe('GET /api/demo', () => {
  it('lists the collections with the base URI the contracts use', async () => {
    const { data } = DemoCollectionListResponseSchema.parse((await get('/api/demo')).json());
    expect(data.items.map((c) => c.slug)).toEqual(['guardians', 'koi-spirits', 'temple-relics']);
    expect(data.total).toBe(3);
    expect(data.items[0]?.baseUri).toBe('http://localhost:80/api/demo/guardians/');
    expect((await get('/api/demo/koi-spirits')).json().supply).toBe(300);
  });
});

describe('token images', () => {
  it('serves a 512 px PNG with long immutable caching and an ETag', async () => {
    const res = await get('/api/demo/guardians/5/image.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });

  it('serves a 160 px thumbnail and refuses sizes outside the list', async () => {
    const res = await get('/api/demo/koi-spirits/7/image.png?size=160');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([160, 160]);
    expect((await get('/api/demo/koi-spirits/7/image.png?size=4000')).statusCode).toBe(400);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/demo/temple-relics/9/image.png');
    const again = await get('/api/demo/temple-relics/9/image.png', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const svg = await get('/api/demo/temple-relics/9/image.svg');
    const svgAgain = await get('/api/demo/temple-relics/9/image.svg', {
      'if-none-match': String(svg.headers.etag),
    });
    expect(svgAgain.statusCode).toBe(304);
  });

  it('serves the SVG as image/svg+xml under a CSP that allows no script', async () => {
    const res = await get('/api/demo/guardians/3/image.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).not.toMatch(/<script/i);
  });

  it('is 404 for an image of a token that does not exist', async () => {
    expect((await get('/api/demo/koi-spirits/401/image.png')).statusCode).toBe(404);
    expect((await get('/api/demo/nope/1/image.svg')).statusCode).toBe(404);
  });
});

describe('GET /api/demo/media/:file', () => {
  it.each([
    ['koi-loop.mp4', 'video/mp4'],
    ['temple-chime.mp3', 'audio/mpeg'],
    ['koi-charm.gltf', 'model/gltf+json'],
  ])('serves %s as %s, not sniffable, cached', async (file, type) => {
    const res = await get(`/api/demo/media/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const whole = await get('/api/demo/media/koi-loop.mp4');
    const res = await get('/api/demo/media/koi-loop.mp4', { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
  });

  it('answers 416 with the file size for a range past the end', async () => {
    const res = await get('/api/demo/media/temple-chime.mp3', { range: 'bytes=99999999-' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });

  it('is 404 for any other file name', async () => {
    expect((await get('/api/demo/media/collections.json')).statusCode).toBe(404);
    expect((await get('/api/demo/media/..%2Fcollections.json')).statusCode).toBe(404);
  });
});

describe('GET /api/demo/:collection/banner.webp', () => {
  it("serves a 1920 x 480 WebP mosaic of the collection's tokens, cached and revalidated by ETag", async () => {
    const res = await get('/api/demo/koi-spirits/banner.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1920, 480]);
    const etag = String(res.headers.etag);
    expect((await get('/api/demo/koi-spirits/banner.webp', { 'if-none-match': etag })).statusCode).toBe(304);
    // Each collection has its own art.
    const other = await get('/api/demo/temple-relics/banner.webp');
    expect(other.headers.etag).not.toBe(etag);
  });

  it('is 404 for an unknown collection', async () => {
    expect((await get('/api/demo/nobody/banner.webp')).statusCode).toBe(404);
  });
});
