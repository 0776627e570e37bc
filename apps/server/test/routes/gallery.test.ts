import type { ArtistSubmission } from '@guardians/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionProcessId } from '../../src/services/gallery/submission-view.ts';
import { addLoves, insertSubmission } from '../helpers/gallery-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminKey = generatePrivateKey();
const admin = privateKeyToAccount(adminKey).address;
const viewer = '0x00000000000000000000000000000000000000f1';

let t: TestApp;
let adminCookie: string;
let userCookie: string;
let userAccount: string;
/** Visible submissions by creation order; `hidden` is disabled. */
const ids: Record<string, number> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

async function list(query = '', cookie?: string): Promise<ArtistSubmission[]> {
  const res = await t.app.inject({ url: `/api/gallery/all${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const idsOf = async (query = '', cookie?: string) => (await list(query, cookie)).map((s) => s._id);

async function allPages(query: string, pageSize: number): Promise<number[]> {
  const seen: number[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await idsOf(`?limit=${pageSize}&offset=${offset}${query}`);
    seen.push(...page);
    if (page.length < pageSize) return seen;
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: admin } });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  const user = await signIn(t.app);
  userCookie = user.cookie;
  userAccount = user.account;

  ids.photo = await insertSubmission(t.db, {
    tweetCreatedAt: day(1),
    text: 'My Guardian',
    account: userAccount,
    authorImageUrl: 'https://pbs.twimg.com/a.jpg',
    tokenAddress: '0x00000000000000000000000000000000000000c0',
    tokenId: '7',
    media: [
      {
        type: 'photo',
        fileKey: 'a.webp',
        previewKey: 'a-thumb.webp',
        contentType: 'image/webp',
        width: 800,
        height: 600,
      },
      {
        type: 'photo',
        fileKey: 'b.webp',
        previewKey: 'b-thumb.webp',
        contentType: 'image/webp',
        width: 10,
        height: 20,
      },
    ],
  });
  ids.video = await insertSubmission(t.db, {
    tweetCreatedAt: day(2),
    media: [
      {
        type: 'video',
        fileKey: 'v.mp4',
        previewKey: 'v-poster.webp',
        contentType: 'video/mp4',
        width: 1280,
        height: 720,
        bitRate: 2_176_000,
        durationMs: 30_000,
      },
    ],
  });
  ids.ingested = await insertSubmission(t.db, {
    source: 'x_api',
    tweetCreatedAt: day(3),
    media: [
      {
        type: 'photo',
        fileKey: 'https://pbs.twimg.com/media/x.jpg',
        previewKey: 'https://pbs.twimg.com/media/x.jpg?name=small',
        contentType: 'image/jpeg',
      },
    ],
  });
  // Same date: ties are broken by id, newest id first.
  ids.tieA = await insertSubmission(t.db, { tweetCreatedAt: day(4) });
  ids.tieB = await insertSubmission(t.db, { tweetCreatedAt: day(4) });
  ids.newest = await insertSubmission(t.db, { tweetCreatedAt: day(5) });
  ids.hidden = await insertSubmission(t.db, { tweetCreatedAt: day(6), disabled: true });

  await addLoves(t.db, ids.video as number, 3);
  await addLoves(t.db, ids.tieA as number, 1);
  await addLoves(t.db, ids.tieB as number, 1);
  await addLoves(t.db, ids.hidden as number, 9);
  await t.db.execute(
    `insert into submission_reactions (submission_id, account) values (${ids.photo}, '${viewer}'), (${ids.newest}, '${userAccount}')`,
  );
});

afterAll(async () => {
  await t.close();
});

const latest = () => [ids.newest, ids.tieB, ids.tieA, ids.ingested, ids.video, ids.photo];

describe('mapping a row to the artist submission', () => {
  it('maps a photo upload with its author, token, counts and process id', async () => {
    const photo = (await list()).find((s) => s._id === ids.photo);
    expect(photo).toEqual({
      _id: ids.photo,
      author_id: expect.stringMatching(/^author-/),
      users: [
        {
          id: photo?.author_id,
          username: expect.stringMatching(/^artist/),
          profile_image_url: 'https://pbs.twimg.com/a.jpg',
          name: expect.stringMatching(/^Artist /),
        },
      ],
      media: [
        {
          type: 'photo',
          url: '/api/media/a.webp',
          preview_image_url: '/api/media/a-thumb.webp',
          width: 800,
          height: 600,
          variants: [],
        },
        {
          type: 'photo',
          url: '/api/media/b.webp',
          preview_image_url: '/api/media/b-thumb.webp',
          width: 10,
          height: 20,
          variants: [],
        },
      ],
      submissionProcessId: `GS-${String(ids.photo).padStart(5, '0')}`,
      userReaction: { reactionActive: false },
      totalReactionsCount: 1,
      disabled: false,
      text: 'My Guardian',
      tweetId: expect.stringMatching(/^\d+$/),
      tweetCreatedDate: day(1).toISOString(),
      account: userAccount,
      token: { tokenAddress: '0x00000000000000000000000000000000000000c0', tokenId: '7' },
    });
  });

  it('maps a video with its mp4 variant and poster, and keeps an ingested post’s X URLs', async () => {
    const all = await list();
    const video = all.find((s) => s._id === ids.video);
    expect(video?.media).toEqual([
      {
        type: 'video',
        url: '/api/media/v.mp4',
        preview_image_url: '/api/media/v-poster.webp',
        width: 1280,
        height: 720,
        variants: [{ bit_rate: 2_176_000, content_type: 'video/mp4', url: '/api/media/v.mp4' }],
      },
    ]);
    expect(video).toMatchObject({ totalReactionsCount: 3, account: null, token: null, text: '' });
    const ingested = all.find((s) => s._id === ids.ingested);
    expect(ingested?.media[0]).toMatchObject({
      url: 'https://pbs.twimg.com/media/x.jpg',
      preview_image_url: 'https://pbs.twimg.com/media/x.jpg?name=small',
    });
  });

  it('pads the process id to five digits', () => {
    expect(submissionProcessId(7)).toBe('GS-00007');
    expect(submissionProcessId(12345)).toBe('GS-12345');
    expect(submissionProcessId(123456)).toBe('GS-123456');
  });
});

describe('paging and sorting', () => {
  it('defaults to latest (date then id, newest first) and pages with offset and limit', async () => {
    expect(await idsOf()).toEqual(latest());
    expect(await idsOf('?sortBy=latest&limit=2')).toEqual(latest().slice(0, 2));
    expect(await idsOf('?sortBy=latest&limit=2&offset=2')).toEqual(latest().slice(2, 4));
    expect(await idsOf('?offset=6')).toEqual([]);
  });

  it('falls back to latest for an unknown sort instead of refusing it', async () => {
    expect(await idsOf('?sortBy=hottest')).toEqual(latest());
  });

  it('refuses a limit over 100 or a negative offset', async () => {
    expect((await t.app.inject({ url: '/api/gallery/all?limit=101' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/gallery/all?offset=-1' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/gallery/all?limit=100' })).statusCode).toBe(200);
  });

  it('sorts oldest first', async () => {
    expect(await idsOf('?sortBy=oldest')).toEqual([
      ids.photo,
      ids.video,
      ids.ingested,
      ids.tieA,
      ids.tieB,
      ids.newest,
    ]);
  });

  it('sorts by most and least loves, ties by newest id', async () => {
    // loves: video 3, tieA 1, tieB 1, photo 1, newest 1, ingested 0
    expect(await idsOf('?sortBy=most_reactions')).toEqual([
      ids.video,
      ids.newest,
      ids.tieB,
      ids.tieA,
      ids.photo,
      ids.ingested,
    ]);
    expect(await idsOf('?sortBy=least_reactions')).toEqual([
      ids.ingested,
      ids.newest,
      ids.tieB,
      ids.tieA,
      ids.photo,
      ids.video,
    ]);
  });

  it('keeps a random order stable across pages for one seed and changes it with another', async () => {
    const first = await allPages('&sortBy=random&seed=visit-1', 2);
    expect([...first].sort()).toEqual([...latest()].sort());
    expect(await allPages('&sortBy=random&seed=visit-1', 4)).toEqual(first);
    const second = await allPages('&sortBy=random&seed=visit-2', 2);
    expect([...second].sort()).toEqual([...first].sort());
    expect(second).not.toEqual(first);
  });

  it('without a seed, random still pages without repeats', async () => {
    const unseeded = await allPages('&sortBy=random', 2);
    expect(unseeded).toHaveLength(6);
    expect(new Set(unseeded).size).toBe(6);
    expect(await allPages('&sortBy=random', 3)).toEqual(unseeded);
  });
});

describe('disabled submissions', () => {
  it('are hidden from every public list and the count', async () => {
    for (const sortBy of ['latest', 'oldest', 'most_reactions', 'least_reactions', 'random']) {
      expect(await idsOf(`?sortBy=${sortBy}&limit=100`)).not.toContain(ids.hidden);
    }
    const count = await t.app.inject({ url: '/api/gallery/count' });
    expect(count.json()).toEqual({ data: { count: 6 } });
  });

  it('are shown with showDisabled to administrators only', async () => {
    expect(await idsOf('?showDisabled=true')).not.toContain(ids.hidden);
    expect(await idsOf('?showDisabled=true', userCookie)).not.toContain(ids.hidden);
    const forAdmin = await list('?showDisabled=true', adminCookie);
    expect(forAdmin[0]).toMatchObject({ _id: ids.hidden, disabled: true, totalReactionsCount: 9 });
    expect(await idsOf('', adminCookie)).not.toContain(ids.hidden);

    const count = (query: string, cookie?: string) =>
      t.app
        .inject({ url: `/api/gallery/count${query}`, headers: cookie ? { cookie } : {} })
        .then((r) => r.json().data.count);
    expect(await count('?showDisabled=true')).toBe(6);
    expect(await count('?showDisabled=true', userCookie)).toBe(6);
    expect(await count('?showDisabled=true', adminCookie)).toBe(7);
  });
});

describe('the viewer’s own loves', () => {
  const post = (body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/gallery/all?sortBy=oldest',
      headers: cookie ? { cookie } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const active = (data: ArtistSubmission[]) =>
    data.filter((s) => s.userReaction.reactionActive).map((s) => s._id);

  it('POST marks the loves of userReactionData.account, in any case', async () => {
    const res = await post({ userReactionData: { account: viewer.toUpperCase().replace('0X', '0x') } });
    expect(res.statusCode).toBe(200);
    expect(active(res.json().data)).toEqual([ids.photo]);
    expect(res.json().data.map((s: ArtistSubmission) => s._id)).toEqual([...latest()].reverse());
  });

  it('POST without a body or account marks nothing, and refuses an account that is not an address', async () => {
    const bodiless = await post(undefined);
    expect(bodiless.json()).toMatchObject({ data: expect.any(Array) });
    expect(active(bodiless.json().data)).toEqual([]);
    expect(active((await post({})).json().data)).toEqual([]);
    const bad = await post({ userReactionData: { account: 'bob' } });
    expect(bad.statusCode).toBe(400);
  });

  it('prefers the signed-in session over the body, and GET uses the session', async () => {
    const res = await post({ userReactionData: { account: viewer } }, userCookie);
    expect(active(res.json().data)).toEqual([ids.newest]);
    expect(active(await list('', userCookie))).toEqual([ids.newest]);
    expect(active(await list())).toEqual([]);
  });
});
