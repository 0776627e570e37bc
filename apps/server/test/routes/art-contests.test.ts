import { type ClaimCheck, type ContestPiece, contestMessages } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const adminKey = generatePrivateKey();
const admin = privateKeyToAccount(adminKey).address;
const PIECES = 30;

let t: TestApp;
let adminCookie: string;

type SignedIn = { cookie: string; account: `0x${string}` };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: admin } });
  // A non-default collection first: the pieces must come from the default one only.
  const other = await createCollection(t.db, { slug: 'other-art' });
  await createTokens(t.db, other, [{ id: 1, owner: randomAddress() }]);
  const guardians = await createCollection(t.db, { slug: 'contest-guardians', isDefault: true });
  await createTokens(t.db, guardians, [
    ...Array.from({ length: PIECES }, (_, i) => ({
      id: i + 1,
      owner: randomAddress(),
      name: `Guardian #${i + 1}`,
      traits: [['Body', i % 2 === 0 ? 'Suirin' : 'Homura']] as [string, string][],
      image: `http://127.0.0.1:4321/api/demo/contest-guardians/${i + 1}/image.png`,
    })),
    { id: 99, owner: null },
  ]);
  adminCookie = (await signIn(t.app, adminKey)).cookie;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
const claim = (id: number | string, who?: SignedIn) =>
  post(`/api/art-contests/gallery/claim/${id}`, who?.cookie);
const unclaim = (who?: SignedIn) => post('/api/art-contests/gallery/unclaim', who?.cookie);
const piece = async (id: number, who?: SignedIn) => {
  const res = await get(`/api/art-contests/gallery/${id}`, who?.cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data as ContestPiece;
};
const check = async (who?: SignedIn) => {
  const res = await get('/api/art-contests/gallery/check/me', who?.cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data as ClaimCheck;
};

describe('contest gallery', () => {
  it('lists the live Guardians of the default collection in pages, with images as the catalogue serves them', async () => {
    const first = await get('/api/art-contests/gallery/all/?offset=0&limit=10');
    expect(first.statusCode).toBe(200);
    const items = first.json().data.items as ContestPiece[];
    expect(first.json().data.total).toBe(PIECES);
    expect(items.map((p) => p.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));
    expect(items[0]).toMatchObject({
      name: 'Guardian #1',
      image: '/api/demo/contest-guardians/1/image.png',
      thumbnail: '/api/demo/contest-guardians/1/image.png?size=320',
      claim: { claimed: false, claimedBy: null, mine: false },
    });
    const last = (await get('/api/art-contests/gallery/all?offset=25&limit=10')).json().data.items;
    expect(last.map((p: ContestPiece) => p.id)).toEqual(['26', '27', '28', '29', '30']);
    const count = await get('/api/art-contests/gallery/totalCount');
    expect(count.json()).toEqual({ data: PIECES });
  });

  it('searches by token id or name and narrows to one Guardian, total counting the matches', async () => {
    const list = async (query: string) => {
      const res = await get(`/api/art-contests/gallery/all?${query}`);
      expect(res.statusCode, query).toBe(200);
      const { items, total } = res.json().data as { items: ContestPiece[]; total: number };
      return { ids: items.map((p) => p.id), total };
    };
    // A number is a token id, or part of a name.
    expect(await list('search=7')).toEqual({ ids: ['7', '17', '27'], total: 3 });
    expect(await list('search=%20guardian%20%2329%20')).toEqual({ ids: ['29'], total: 1 });
    // Odd ids portray Suirin.
    expect(await list('guardian=Suirin&limit=5')).toEqual({ ids: ['1', '3', '5', '7', '9'], total: 15 });
    expect(await list('guardian=Suirin&search=2')).toEqual({ ids: ['21', '23', '25', '27', '29'], total: 5 });
    expect(await list('guardian=Homura&search=2')).toEqual({
      ids: ['2', '12', '20', '22', '24', '26', '28'],
      total: 7,
    });
    // Past the last match the total still says how many there are; nothing matches: none.
    expect(await list('search=7&offset=5')).toEqual({ ids: [], total: 3 });
    expect(await list('search=nobody')).toEqual({ ids: [], total: 0 });
    // Empty narrowing is no narrowing.
    expect((await list('search=&guardian=')).total).toBe(PIECES);
  });

  it('refuses a search or Guardian it cannot read with a sentence', async () => {
    for (const query of ['search=a%00b', `search=${'x'.repeat(81)}`, 'guardian=a%00']) {
      const res = await get(`/api/art-contests/gallery/all?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/\w+ \w+/);
    }
  });

  it('refuses bad paging and answers 404 for unknown or burned pieces', async () => {
    expect((await get('/api/art-contests/gallery/all?limit=0')).statusCode).toBe(400);
    expect((await get('/api/art-contests/gallery/all?offset=-1')).statusCode).toBe(400);
    expect((await get('/api/art-contests/gallery/99')).statusCode).toBe(404);
    expect((await get('/api/art-contests/gallery/500')).statusCode).toBe(404);
    expect((await get('/api/art-contests/gallery/abc')).statusCode).toBe(400);
  });

  it('gives visitors the default claim standing', async () => {
    expect(await check()).toEqual({ hasClaimed: false, claimsCount: 0, claimThreshold: 0, piece: null });
  });

  it('refuses anonymous claims and releases', async () => {
    expect((await claim(1)).statusCode).toBe(401);
    expect((await unclaim()).statusCode).toBe(401);
  });
});

describe('claiming', () => {
  it('claims a piece, shows the holder, and claiming it again releases it', async () => {
    const alice = await signIn(t.app);
    await t.db.execute(sql`
      insert into users (account, username) values (${alice.account}, 'alice')
      on conflict (account) do update set username = excluded.username`);
    const bob = await signIn(t.app);
    const res = await claim(2, alice);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ released: false, message: contestMessages.claimed });
    expect((await piece(2, alice)).claim).toEqual({ claimed: true, claimedBy: 'alice', mine: true });
    expect((await piece(2, bob)).claim).toEqual({ claimed: true, claimedBy: 'alice', mine: false });
    expect((await piece(2)).claim.mine).toBe(false);
    expect(await check(alice)).toMatchObject({ hasClaimed: true, claimsCount: 1, claimThreshold: 3 });
    expect((await check(alice)).piece).toMatchObject({ id: '2', claim: { claimed: true, mine: true } });
    expect((await check(bob)).piece).toBeNull();

    const again = await claim(2, alice);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ released: true, message: contestMessages.unclaimed });
    expect((await piece(2)).claim).toEqual({ claimed: false, claimedBy: null, mine: false });
    expect(await check(alice)).toEqual({ hasClaimed: false, claimsCount: 1, claimThreshold: 3, piece: null });
  });

  it('names a holder without a username by the shortened address', async () => {
    const carol = await signIn(t.app);
    expect((await claim(3, carol)).statusCode).toBe(201);
    const claimedBy = (await piece(3)).claim.claimedBy;
    expect(claimedBy).toBe(`${carol.account.slice(0, 6)}…${carol.account.slice(-4)}`);
    const listed = (await get('/api/art-contests/gallery/all?offset=2&limit=1', carol.cookie)).json().data
      .items[0] as ContestPiece;
    expect(listed.claim).toEqual({ claimed: true, claimedBy, mine: true });
  });

  it('unclaim releases the active claim, and 404 when there is none', async () => {
    const dave = await signIn(t.app);
    expect((await unclaim(dave)).statusCode).toBe(404);
    expect((await claim(4, dave)).statusCode).toBe(201);
    const res = await unclaim(dave);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ piece: { id: '4' }, message: contestMessages.unclaimed });
    expect((await piece(4)).claim.claimed).toBe(false);
    expect((await unclaim(dave)).statusCode).toBe(404);
  });

  it('allows one claim per user', async () => {
    const erin = await signIn(t.app);
    expect((await claim(5, erin)).statusCode).toBe(201);
    const second = await claim(6, erin);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(contestMessages.alreadyHolding);
    expect((await piece(6)).claim.claimed).toBe(false);
  });

  it('refuses a piece another user holds', async () => {
    const frank = await signIn(t.app);
    const grace = await signIn(t.app);
    expect((await claim(7, frank)).statusCode).toBe(201);
    const res = await claim(7, grace);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(contestMessages.pieceTaken);
    expect(await check(grace)).toMatchObject({ hasClaimed: false, claimsCount: 0 });
  });

  it('answers 404 for claiming an unknown or burned piece', async () => {
    const henry = await signIn(t.app);
    expect((await claim(99, henry)).statusCode).toBe(404);
    expect((await claim(1234, henry)).statusCode).toBe(404);
  });

  it('never gives a released piece back once someone else took it after the release', async () => {
    const ivy = await signIn(t.app);
    const jack = await signIn(t.app);
    expect((await claim(8, ivy)).statusCode).toBe(201);
    expect((await unclaim(ivy)).statusCode).toBe(200);
    // Nobody took it yet: the releaser may take it back.
    expect((await claim(8, ivy)).statusCode).toBe(201);
    expect((await unclaim(ivy)).statusCode).toBe(200);
    expect((await claim(8, jack)).statusCode).toBe(201);
    expect((await unclaim(jack)).statusCode).toBe(200);
    const res = await claim(8, ivy);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(contestMessages.takenAfterRelease);
    // Jack took it after Ivy, not the other way round: Jack may take it again.
    expect((await claim(8, jack)).statusCode).toBe(201);
  });

  it('caps the claims one account may make, switches included', async () => {
    const kim = await signIn(t.app);
    for (const id of [9, 10, 11]) {
      expect((await claim(id, kim)).statusCode).toBe(201);
      expect((await claim(id, kim)).statusCode).toBe(200);
    }
    expect(await check(kim)).toEqual({ hasClaimed: false, claimsCount: 3, claimThreshold: 3, piece: null });
    const res = await claim(12, kim);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(contestMessages.thresholdReached);
    expect((await piece(12)).claim.claimed).toBe(false);
  });

  it("takes the console's claim threshold over the environment's, at once, and back", async () => {
    const settings = (payload?: object, cookie = adminCookie) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/api/admin/contest',
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
    expect((await settings()).json().data).toMatchObject({
      claimThreshold: 3,
      defaultClaimThreshold: 3,
      edited: false,
    });
    const lee = await signIn(t.app);
    for (const id of [13, 14, 15]) {
      expect((await claim(id, lee)).statusCode).toBe(201);
      expect((await claim(id, lee)).statusCode).toBe(200);
    }
    expect((await claim(16, lee)).statusCode).toBe(409);
    const raised = await settings({ claimThreshold: 4 });
    expect(raised.json().data).toMatchObject({ claimThreshold: 4, edited: true });
    expect((await check(lee)).claimThreshold).toBe(4);
    expect((await claim(16, lee)).statusCode).toBe(201);
    expect((await settings({ claimThreshold: 0 })).json()).toMatchObject({
      statusCode: 400,
      field: 'claimThreshold',
    });
    expect((await settings({ claimThreshold: 2 }, lee.cookie)).statusCode).toBe(403);
    expect((await settings({ claimThreshold: null })).json().data).toMatchObject({
      claimThreshold: 3,
      edited: false,
    });
    expect((await unclaim(lee)).statusCode).toBe(200);
  });

  it('gives a piece to exactly one of 20 simultaneous claimers', async () => {
    const claimers = await Promise.all(Array.from({ length: 20 }, () => signIn(t.app)));
    const answers = await Promise.all(claimers.map((who) => claim(20, who)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toBe(contestMessages.pieceTaken);
    const winner = claimers[codes.indexOf(201)];
    expect((await piece(20, winner)).claim.mine).toBe(true);
    const active = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from art_claims where token_id = 20 and released_at is null`,
    );
    expect(active.rows[0]?.n).toBe(1);
  });

  it('lets one account race itself into at most one claim', async () => {
    const lee = await signIn(t.app);
    const answers = await Promise.all([21, 22, 23, 24].map((id) => claim(id, lee)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await check(lee)).toMatchObject({ hasClaimed: true, claimsCount: 1 });
  });
});
