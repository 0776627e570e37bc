import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LiveEvent, type Quest, SUBMISSION_MEDIA_FIELD } from '@guardians/shared';
import sharp from 'sharp';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { createCollection } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { multipart } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Member = { cookie: string; account: `0x${string}` };

let t: TestApp;
let dataDir: string;
let adminCookie: string;
let quests: Map<string, Quest>;

/** The events the app published while `action` ran (the bus of a single node delivers at once). */
async function published(action: () => Promise<{ statusCode: number; body: string }>): Promise<LiveEvent[]> {
  const heard: LiveEvent[] = [];
  const stop = t.app.live.subscribe((event) => heard.push(event));
  try {
    const res = await action();
    expect(res.statusCode, res.body).toBeLessThan(300);
  } finally {
    stop();
  }
  return heard;
}

async function memberWithX(): Promise<Member> {
  const member = await signIn(t.app);
  await t.db.insert(userSocials).values({
    account: member.account,
    provider: 'twitter',
    providerAccountId: `x-${member.account.slice(2, 12)}`,
    username: `artist${member.account.slice(2, 8)}`,
  });
  return member;
}

const post = (
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
  method: 'POST' | 'PATCH' | 'PUT' = 'POST',
) => t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

let tweet = 2_000_000;
async function submitFanArt(member: Member) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  tweet += 1;
  const form = multipart({ postUrl: `https://x.com/artist/status/${tweet}` }, [
    { field: SUBMISSION_MEDIA_FIELD, filename: 'art', contentType: 'image/png', body: png },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/gallery/submissions',
    payload: form.payload,
    headers: { ...form.headers, cookie: member.cookie },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-live-'));
  const adminKey = generatePrivateKey();
  t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address,
      TWITTER_CLIENT_ID: 'test-x',
    },
  });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  await createCollection(t.db, { slug: 'guardians', isDefault: true });
  const list = await t.app.inject({ url: '/api/quests/all?limit=100' });
  quests = new Map((list.json().data.items as Quest[]).map((quest) => [quest.slug ?? '', quest]));
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const questId = (slug: string) => {
  const quest = quests.get(slug);
  if (!quest) throw new Error(`no seeded quest ${slug}`);
  return quest._id;
};

describe('points', () => {
  it('a quest completion that pays announces the leaderboard with the account', async () => {
    const member = await memberWithX();
    const events = await published(() => post(`/api/quests/users/${questId('link-x')}`, member.cookie));
    expect(events).toEqual([{ type: 'leaderboard', account: member.account }]);
  });

  it('a completion waiting for review announces nothing; its approval does', async () => {
    const member = await memberWithX();
    const id = questId('share-on-x');
    const pending = await published(() =>
      post(`/api/quests/users/${id}`, member.cookie, { proof: 'https://x.com/me/status/1' }),
    );
    expect(pending).toEqual([]);
    const list = await t.app.inject({
      url: `/api/admin/quests/${id}/completions?status=pending`,
      headers: { cookie: adminCookie },
    });
    const completion = (list.json().data.items as { _id: string; account: string }[]).find(
      (c) => c.account === member.account,
    );
    if (!completion) throw new Error('no pending completion');
    const approved = await published(() =>
      post(`/api/admin/quest-completions/${completion._id}/approve`, adminCookie),
    );
    expect(approved).toEqual([{ type: 'leaderboard', account: member.account }]);
  });

  it("an administrator's adjustment announces the leaderboard with the account", async () => {
    const member = await signIn(t.app);
    const events = await published(() =>
      post('/api/admin/points/adjustments', adminCookie, {
        account: member.account,
        amount: 5,
        note: 'live',
      }),
    );
    expect(events).toEqual([{ type: 'leaderboard', account: member.account }]);
  });
});

describe('fan art', () => {
  it('announces a new submission, its loves from both routes, and its moderation', async () => {
    const artist = await memberWithX();
    let id = '';
    const created = await published(async () => {
      const res = await submitFanArt(artist);
      id = String(res.json().data._id);
      return res;
    });
    expect(created).toEqual([{ type: 'submission', id }]);

    const fan = await memberWithX();
    const love = { type: 'reaction', target: 'submission', id };
    expect(
      await published(() => post(`/api/gallery/reaction/${id}`, fan.cookie, { reactionType: 'love' })),
    ).toEqual([love]);
    expect(
      await published(() =>
        post('/api/art-contests/artist-submission-reaction/update', fan.cookie, {
          id: Number(id),
          reactionType: 'love',
        }),
      ),
    ).toEqual([love]);

    const hidden = await published(() =>
      post(`/api/admin/gallery/submissions/${id}`, adminCookie, { disabled: true }, 'PATCH'),
    );
    expect(hidden).toEqual([{ type: 'submission', id }]);
  });
});

describe('the catalogue', () => {
  it("an administrator's whitelist edit announces the collection", async () => {
    const collection = await createCollection(t.db, { slug: 'live-sale' });
    const events = await published(() =>
      post(
        `/api/admin/collections/${collection.slug}/whitelist`,
        adminCookie,
        { accounts: ['0x00000000000000000000000000000000000000c1'] },
        'PUT',
      ),
    );
    expect(events).toEqual([{ type: 'catalogue', collectionId: collection.id }]);
  });
});
