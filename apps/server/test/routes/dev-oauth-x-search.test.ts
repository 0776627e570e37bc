import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XRecentSearchSchema } from '../../src/services/gallery/ingest/x-api-schemas.ts';
import { type DemoXSite, HASHTAG, INGESTION_PARAMS, startDemoXSite } from '../helpers/demo-x-search.ts';

// The demo's stand-in for X's recent search, served by the site on the local chain (decision 0073).
let x: DemoXSite;

beforeAll(async () => {
  // No periodic pass: these tests read the stand-in alone.
  x = await startDemoXSite({ X_INGEST_INTERVAL_SECONDS: '0' });
});
afterAll(() => x?.close());

describe("the demo X's recent search", () => {
  it("answers ingestion's search in X API v2's shape, with seeded posts by the demo sign-in's handles", async () => {
    const res = await x.search(INGESTION_PARAMS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const parsed = XRecentSearchSchema.safeParse(res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const page = res.json();
    const posts = page.data as { id: string; text: string; author_id: string; attachments: unknown }[];
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(page.meta).toMatchObject({
      result_count: posts.length,
      newest_id: posts[0]?.id,
      oldest_id: posts.at(-1)?.id,
    });
    expect(page.meta.next_token).toBeUndefined();
    for (const item of posts) {
      expect(item.text).toContain(`#${HASHTAG}`);
      expect(item).toMatchObject({ created_at: expect.any(String), edit_history_tweet_ids: [item.id] });
    }
    // Newest first, as X answers.
    const ids = posts.map((item) => BigInt(item.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);

    // The authors are the demo X's sign-in handles, with the ids it gives them: a wallet that links
    // one of them is the author of its posts.
    const users = page.includes.users as { id: string; username: string; name: string }[];
    expect(users.map((user) => user.username)).toEqual(
      expect.arrayContaining(['guardian_fan', 'dragon_eye', 'koi_keeper', 'lore_master']),
    );
    const fan = users.find((user) => user.username === 'guardian_fan');
    expect(fan?.id).toBe(await x.signedInId('guardian_fan'));

    // Each post's photo is on the stand-in, as a PNG of the demo's fan art.
    const media = page.includes.media as { media_key: string; type: string; url: string; width: number }[];
    expect(media).toHaveLength(posts.length);
    const first = media[0];
    expect(first).toMatchObject({ type: 'photo', width: expect.any(Number) });
    expect(first?.url).toMatch(new RegExp(`^${x.origin}/dev-oauth/x/media/[a-z-]+\\.png$`));
    const file = await x.t.app.inject({ url: new URL(String(first?.url)).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await x.t.app.inject({ url: '/dev-oauth/x/media/nothing-here.png' })).statusCode).toBe(404);
  });

  it('gives only the fields and expansions asked for', async () => {
    const res = await x.search({ query: `#${HASHTAG}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.includes).toBeUndefined();
    expect(Object.keys(body.data[0]).sort()).toEqual(['edit_history_tweet_ids', 'id', 'text']);
  });

  it('refuses a request without the bearer token, or with another, as X does (401)', async () => {
    for (const token of [null, 'not-the-token']) {
      const res = await x.search(INGESTION_PARAMS, token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toEqual({
        title: 'Unauthorized',
        type: 'about:blank',
        status: 401,
        detail: 'Unauthorized',
      });
    }
  });

  it('finds a post by its hashtag, whole and in any case, and leaves out the others', async () => {
    const since = await x.newestId();
    const tagged = await x.post({ handle: 'hashtag_fan', text: `Koi at dawn #${HASHTAG.toLowerCase()}` });
    const untagged = await x.post({ handle: 'hashtag_fan', text: 'Just a sketch, no tag' });
    const longer = await x.post({ handle: 'hashtag_fan', text: `Another tag #${HASHTAG}ist` });
    const found = await x.search({ ...INGESTION_PARAMS, since_id: since });
    expect(found.json().data.map((item: { id: string }) => item.id)).toEqual([tagged]);
    const words = await x.search({ query: 'sketch', since_id: since });
    expect(words.json().data.map((item: { id: string }) => item.id)).toEqual([untagged]);
    const byAuthor = await x.search({ query: `from:hashtag_fan -#${HASHTAG}`, since_id: since });
    expect(byAuthor.json().data.map((item: { id: string }) => item.id)).toEqual([longer, untagged]);
    const none = await x.search({ query: '#NoSuchContest', since_id: since });
    expect(none.json()).toEqual({ meta: { result_count: 0 } });
  });

  it('answers newer than since_id only, page by page with next_token', async () => {
    const since = await x.newestId();
    const posted: string[] = [];
    for (let i = 0; i < 12; i++)
      posted.push(await x.post({ handle: 'pager', text: `Piece ${i} #${HASHTAG}` }));
    const newestFirst = [...posted].reverse();

    const first = await x.search({ ...INGESTION_PARAMS, since_id: since, max_results: '10' });
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json();
    expect(one.data.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(0, 10));
    expect(one.meta).toMatchObject({
      result_count: 10,
      newest_id: newestFirst[0],
      oldest_id: newestFirst[9],
    });
    expect(one.meta.next_token).toEqual(expect.any(String));
    expect(XRecentSearchSchema.safeParse(one).success).toBe(true);

    // A post made between two pages does not shift the second page.
    const meanwhile = await x.post({ handle: 'pager', text: `Late piece #${HASHTAG}` });
    const second = await x.search({
      ...INGESTION_PARAMS,
      since_id: since,
      max_results: '10',
      next_token: one.meta.next_token,
    });
    const two = second.json();
    expect(two.data.map((item: { id: string }) => item.id)).toEqual(newestFirst.slice(10));
    expect(two.meta.next_token).toBeUndefined();
    // X's other name for the cursor is taken too.
    const alias = await x.search({
      query: `#${HASHTAG}`,
      since_id: since,
      pagination_token: one.meta.next_token,
    });
    expect(alias.json().meta.result_count).toBe(2);

    const after = await x.search({ ...INGESTION_PARAMS, since_id: posted.at(-1) ?? '' });
    expect(after.json().data.map((item: { id: string }) => item.id)).toEqual([meanwhile]);
  });

  it("refuses parameters X refuses, in X's Invalid Request shape (400)", async () => {
    for (const [params, parameter] of [
      [{ query: `#${HASHTAG}`, max_results: '5' }, 'max_results'],
      [{ query: `#${HASHTAG}`, since_id: 'yesterday' }, 'since_id'],
      [{ query: `#${HASHTAG}`, next_token: 'bm90LWEtdG9rZW4' }, 'next_token'],
      [{ query: '' }, 'query'],
      [{ query: '(#a OR #b)' }, 'query'],
      [{ query: `#${HASHTAG}`, colour: 'blue' }, 'colour'],
    ] as const) {
      const res = await x.search(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json()).toMatchObject({
        title: 'Invalid Request',
        type: 'https://api.twitter.com/2/problems/invalid-request',
        errors: [{ parameters: { [parameter]: [expect.any(String)] }, message: expect.any(String) }],
      });
    }
  });
});
