import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistSubmissions, submissionReactions } from '../../src/db/schema/index.ts';
import { DEMO_FAN_ART } from '../../src/demo/demo-fan-art-plan.ts';
import { DEMO_JUDGE, seedDemoGallery } from '../../src/demo/demo-gallery-seed.ts';
import { createCollection } from '../helpers/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-demo-fan-art-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const submissions = async () => (await t.db.select({ n: count() }).from(artistSubmissions))[0]?.n ?? 0;
/** Fan-art files (WebP); the shields the app seeds are PNGs. */
const uploads = async () =>
  (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).filter((f) => f.endsWith('.webp')).length;
const seed = () => seedDemoGallery(t.db, t.app.storage, t.config);

describe('seedDemoGallery', () => {
  it('does nothing on a site whose default collection is not a demo collection', async () => {
    await createCollection(t.db, { slug: 'someone-elses', isDefault: false });
    expect(await seed()).toEqual({ created: 0 });
    expect(await submissions()).toBe(0);
    expect(await uploads()).toBe(0);
  });

  it('fills the gallery once, with re-encoded pictures the media route serves', async () => {
    const guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
    expect(await seed()).toEqual({ created: DEMO_FAN_ART.length });
    expect(await submissions()).toBe(12);
    expect(await uploads()).toBe(24);

    const { items: page, total } = (await t.app.inject({ url: '/api/gallery/all?limit=100' })).json().data;
    expect(page).toHaveLength(12);
    expect(total).toBe(12);
    const shapes = new Set(
      page.map((s: { media: { width: number; height: number }[] }) => {
        const [m] = s.media;
        return m && m.width > m.height ? 'landscape' : m && m.width < m.height ? 'portrait' : 'square';
      }),
    );
    expect(shapes).toEqual(new Set(['landscape', 'portrait', 'square']));

    for (const submission of page.slice(0, 3)) {
      const [media] = submission.media;
      for (const url of [media.url, media.preview_image_url]) {
        expect(url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
      }
      const preview = await sharp(
        (await t.app.inject({ url: media.preview_image_url })).rawPayload,
      ).metadata();
      expect(Math.max(preview.width ?? 0, preview.height ?? 0)).toBeLessThanOrEqual(640);
      expect([media.width, media.height]).not.toContain(null);
    }

    // Some are of tokens of the default collection; the token filter finds them.
    const ofTwelve = await t.app.inject({
      url: `/api/gallery/all?tokenAddress=${guardians.tokenAddress}&tokenId=12`,
    });
    expect(ofTwelve.json().data.items).toHaveLength(2);
    expect(page.filter((s: { token: unknown }) => s.token !== null).length).toBeGreaterThanOrEqual(6);
  });

  it('spreads posts over weeks and gives "most reactions" a meaningful order', async () => {
    const byLoves = (await t.app.inject({ url: '/api/gallery/all?sortBy=most_reactions&limit=100' })).json()
      .data.items as { totalReactionsCount: number; tweetCreatedDate: string; account: string | null }[];
    const loves = byLoves.map((s) => s.totalReactionsCount);
    expect(loves[0]).toBe(10);
    expect(new Set(loves).size).toBeGreaterThan(5);
    const dates = byLoves.map((s) => Date.parse(s.tweetCreatedDate));
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(21 * 86_400_000);
    expect(Math.max(...dates)).toBeLessThan(Date.now());
    const lovers = await t.db.select({ account: submissionReactions.account }).from(submissionReactions);
    expect(lovers.every((l) => l.account === l.account.toLowerCase())).toBe(true);
    expect(byLoves.every((s) => s.account === null || s.account === s.account.toLowerCase())).toBe(true);
  });

  it('makes anvil #0 a contest judge', async () => {
    const res = await t.app.inject({ url: `/api/art-contests/artist-judge/${DEMO_JUDGE.account}` });
    expect(res.json()).toEqual({ data: { account: DEMO_JUDGE.account, name: 'Demo judge' } });
  });

  it('is idempotent: a restart adds no posts, files or judges again', async () => {
    expect(await seed()).toEqual({ created: 0 });
    expect(await submissions()).toBe(12);
    expect(await uploads()).toBe(24);
    expect((await t.app.inject({ url: '/api/gallery/count' })).json()).toEqual({ data: 12 });

    // An administrator's removal of the demo judge stands across restarts.
    await t.db.execute(`delete from contest_judges where account = '${DEMO_JUDGE.account}'`);
    await seed();
    const judge = await t.app.inject({ url: `/api/art-contests/artist-judge/${DEMO_JUDGE.account}` });
    expect(judge.json()).toEqual({ data: null });
  });

  it('draws again only a post that went missing', async () => {
    const [first] = DEMO_FAN_ART;
    await t.db.execute(`delete from artist_submissions where tweet_id = '${first?.tweetId}'`);
    expect(await seed()).toEqual({ created: 1 });
    expect(await submissions()).toBe(12);
  });
});
