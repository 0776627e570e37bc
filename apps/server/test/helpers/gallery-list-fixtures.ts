import type { ArtistSubmission } from '@guardians/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { addLoves, insertSubmission } from './gallery-fixtures.ts';
import { signIn } from './login-flow.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const adminKey = generatePrivateKey();
const admin = privateKeyToAccount(adminKey).address;
export const viewer = '0x00000000000000000000000000000000000000f1';

let current: TestApp | undefined;
/** Visible submissions by creation order; `hidden` is disabled. */
export const ids: Record<string, number> = {};

export const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

function app(): TestApp {
  if (!current) throw new Error('startGalleryApp() has not run');
  return current;
}

export async function list(query = '', cookie?: string): Promise<ArtistSubmission[]> {
  const res = await app().app.inject({ url: `/api/gallery/all${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

export const idsOf = async (query = '', cookie?: string) => (await list(query, cookie)).map((s) => s._id);

export async function allPages(query: string, pageSize: number): Promise<number[]> {
  const seen: number[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await idsOf(`?limit=${pageSize}&offset=${offset}${query}`);
    seen.push(...page);
    if (page.length < pageSize) return seen;
  }
}

/**
 * The app the gallery read tests run against, with one administrator, a signed-in user, and the
 * submissions in `ids` (a photo, a video, an ingested post, two same-date ties, the newest, a hidden one).
 */
export async function startGalleryApp(): Promise<{
  t: TestApp;
  adminCookie: string;
  userCookie: string;
  userAccount: string;
}> {
  const t = await createTestApp({ env: { ADMIN_ACCOUNTS: admin } });
  current = t;
  const adminCookie = (await signIn(t.app, adminKey)).cookie;
  const user = await signIn(t.app);
  const userCookie = user.cookie;
  const userAccount = user.account;

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
  return { t, adminCookie, userCookie, userAccount };
}

export async function stopGalleryApp(): Promise<void> {
  const t = current;
  current = undefined;
  await t?.close();
}

export const latest = () => [ids.newest, ids.tieB, ids.tieA, ids.ingested, ids.video, ids.photo];
