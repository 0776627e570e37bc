import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ArtistSubmission } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { artistSubmissions, submissionMedia } from '../../src/db/schema/index.ts';
import { runIngestPass } from '../../src/services/gallery/ingest/ingest-pass.ts';
import { startDemoXSite } from '../helpers/demo-x-search.ts';
import { eventually } from '../helpers/gallery-ingest-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startLinking } from '../helpers/oauth-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A post made on the demo X's compose page reaches the gallery through ingestion (decision 0073).

/** The site on the local chain, listening: ingestion reads the stand-in over HTTP, as on `npm start`. */
async function demoSite(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-demo-x-'));
  const x = await startDemoXSite({ DATA_DIR: dataDir, ...env }, true);
  return {
    ...x,
    galleryItem: async (tweetId: string) => {
      const res = await x.t.app.inject({ url: '/api/gallery/all?limit=100&sortBy=latest' });
      return (res.json().data.items as ArtistSubmission[]).find((item) => item.tweetId === tweetId);
    },
    async close() {
      await x.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Links the signed-in wallet's X to `handle` at the demo X, as a person does on the site. */
async function linkDemoX(t: TestApp, cookie: string, handle: string) {
  const start = await startLinking(t.app, cookie, 'twitter', '/forge/me');
  const authorize = new URL(String(start.headers.location));
  const form = new URLSearchParams(authorize.searchParams);
  form.set('handle', handle);
  form.set('decision', 'allow');
  const decided = await t.app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const callback = new URL(String(decided.headers.location));
  const done = await t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie } });
  expect(done.headers.location).toBe('/forge/me?linked=twitter');
}

describe('an ingestion pass with the demo configuration', () => {
  let site: Awaited<ReturnType<typeof demoSite>>;
  beforeAll(async () => {
    site = await demoSite({ X_INGEST_INTERVAL_SECONDS: '0' });
  });
  afterAll(() => site?.close());

  const pass = () => {
    const { t } = site;
    const { bearerToken, hashtag } = t.config.xIngest;
    if (!bearerToken || !hashtag) throw new Error('the demo configuration has no token or hashtag');
    return runIngestPass({
      db: t.db,
      storage: t.app.storage,
      log: t.app.log,
      x: { ...t.config.xIngest, bearerToken, hashtag },
      maxPixels: t.config.avatarMaxPixels,
      timeouts: { apiMs: 10_000, imageMs: 20_000, videoMs: 20_000 },
      signal: new AbortController().signal,
      now: Date.now,
    });
  };

  it("stores the seeded posts and a composed one in the gallery's tables, credited to the wallet that linked its handle", async () => {
    const { t } = site;
    const artist = await signIn(t.app);
    await linkDemoX(t, artist.cookie, 'ink_artist');
    const id = await site.post({
      handle: 'ink_artist',
      text: 'The empress, in ink #GuardiansFanArt',
      picture: 'guardian-at-dusk',
    });

    const { result } = await pass();
    // Four seeded posts and this one.
    expect(result).toEqual({ fetched: 5, created: 5, duplicates: 0, skipped: 0, pages: 1 });

    const [row] = await t.db.select().from(artistSubmissions).where(eq(artistSubmissions.tweetId, id));
    expect(row).toMatchObject({
      source: 'x_api',
      account: artist.account,
      authorUsername: 'ink_artist',
      text: 'The empress, in ink #GuardiansFanArt',
    });
    const media = await t.db
      .select()
      .from(submissionMedia)
      .where(eq(submissionMedia.submissionId, row?.id ?? -1));
    expect(media).toEqual([
      expect.objectContaining({ type: 'photo', contentType: 'image/webp', width: 600, height: 800 }),
    ]);
    const shown = await site.galleryItem(id);
    expect(shown).toMatchObject({ text: 'The empress, in ink #GuardiansFanArt', account: artist.account });
    expect(shown?.media[0]?.url).toMatch(/^\/api\/media\//);

    // The next pass asks since that post: nothing new, nothing twice.
    expect((await pass()).result).toMatchObject({ fetched: 0, created: 0 });
    const again = await site.post({
      handle: 'ink_artist',
      text: 'Second piece #GuardiansFanArt',
      picture: 'mystic-forest',
    });
    expect((await pass()).result).toMatchObject({ fetched: 1, created: 1 });
    expect(await site.galleryItem(again)).toBeDefined();
  });
});

describe('the demo run by itself', () => {
  it('brings a composed post to the gallery at its interval, with no operator', async () => {
    const site = await demoSite({ X_INGEST_INTERVAL_SECONDS: '1' });
    try {
      const id = await site.post({
        handle: 'quick_painter',
        text: 'Fresh #GuardiansFanArt',
        picture: 'ember-poster',
      });
      await eventually(async () => (await site.galleryItem(id)) !== undefined, 20_000);
    } finally {
      await site.close();
    }
  });
});

describe('where the demo X search is on', () => {
  it('on the local chain outside production without X_API_BEARER_TOKEN: ingestion points at it by itself', () => {
    const config = loadConfig({ PORT: '4100' }).xIngest;
    expect(config).toEqual({
      baseUrl: 'http://127.0.0.1:4100/dev-oauth/x',
      bearerToken: expect.stringMatching(/^[\w-]{32}$/),
      hashtag: 'GuardiansFanArt',
      intervalSeconds: 15,
      mediaHosts: ['pbs.twimg.com', 'video.twimg.com', '127.0.0.1:4100'],
      demo: { origin: 'http://127.0.0.1:4100' },
    });
    // A token of its own for every process.
    expect(loadConfig({ PORT: '4100' }).xIngest.bearerToken).not.toBe(config.bearerToken);
    // What is set still wins.
    expect(loadConfig({ CONTEST_HASHTAG: '#KoiArt', X_INGEST_INTERVAL_SECONDS: '60' }).xIngest).toMatchObject(
      { hashtag: 'KoiArt', intervalSeconds: 60, demo: expect.any(Object) },
    );
  });

  it('never with RPC_URL, in production, or with X_API_BEARER_TOKEN', () => {
    const off = {
      baseUrl: 'https://api.x.com',
      intervalSeconds: 0,
      mediaHosts: ['pbs.twimg.com', 'video.twimg.com'],
      demo: undefined,
    };
    expect(loadConfig({ RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '11155111' }).xIngest).toEqual({
      ...off,
      bearerToken: undefined,
      hashtag: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).xIngest).toEqual({
      ...off,
      bearerToken: undefined,
      hashtag: undefined,
    });
    expect(loadConfig({ X_API_BEARER_TOKEN: 'real-token' }).xIngest).toEqual({
      ...off,
      bearerToken: 'real-token',
      hashtag: undefined,
    });
  });

  it("answers its paths with the site's 404 on a real chain", async () => {
    const real = await createTestApp();
    try {
      for (const url of [
        '/dev-oauth/x/2/tweets/search/recent?query=%23GuardiansFanArt',
        '/dev-oauth/x/compose/post',
        '/dev-oauth/x/media/ember-poster.png',
      ])
        expect((await real.app.inject({ url })).statusCode, url).toBe(404);
    } finally {
      await real.close();
    }
  });
});
