import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, newsletterSubscribers, userSocials } from '../../src/db/schema/index.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startMailCatcher, type TestMailbox } from '../helpers/mail-catcher.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let mailbox: TestMailbox;
let token: string;
let member: { cookie: string; account: `0x${string}` };
let other: { cookie: string; account: `0x${string}` };

// A like toggles: sent twice it undoes itself, so a retry that ran again would show.
function toggleLike(
  cookie: string,
  id: number,
  key?: string,
  body: Record<string, unknown> = { type: 'like' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/nfts/reactions/update/${token}/${id}`,
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

async function likes(id: number): Promise<number> {
  const res = await t.app.inject({ url: `/api/nfts/reactions/${token}/${id}` });
  return res.json().data.counts.like;
}

async function linkX(account: string, username: string) {
  await t.db
    .insert(userSocials)
    .values({ account, provider: 'twitter', providerAccountId: username, username });
}

beforeAll(async () => {
  // Newsletter sign-ups mail a confirmation before they answer.
  mailbox = await startMailCatcher();
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', ...mailbox.env } });
  const collection = await createCollection(t.db, { slug: 'idempotency' });
  token = collection.tokenAddress;
  const owner = '0x00000000000000000000000000000000000000aa';
  await createTokens(
    t.db,
    collection,
    [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, owner })),
  );
  member = await signIn(t.app);
  other = await signIn(t.app);
  await linkX(member.account, 'member');
  await linkX(other.account, 'other');
});

afterAll(async () => {
  await t.close();
  await mailbox.close();
});

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry and writes nothing again', async () => {
    const key = randomUUID();
    const first = await toggleLike(member.cookie, 1, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await toggleLike(member.cookie, 1, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(await likes(1)).toBe(1); // toggled once, not on and off
  });

  it('runs requests without a key as before', async () => {
    await toggleLike(member.cookie, 2);
    await toggleLike(member.cookie, 2);
    expect(await likes(2)).toBe(0);
  });

  it('lets twenty concurrent copies of one request write once', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => toggleLike(member.cookie, 3, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await likes(3)).toBe(1);
  });

  it('refuses the same key on a different request with 422 and runs nothing', async () => {
    const key = randomUUID();
    expect((await toggleLike(member.cookie, 4, key)).statusCode).toBe(200);
    const reused = await toggleLike(member.cookie, 5, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const otherBody = await toggleLike(member.cookie, 4, key, { type: 'love' });
    expect(otherBody.statusCode).toBe(422);
    expect(await likes(5)).toBe(0);
  });

  it('keeps keys apart per account', async () => {
    const key = randomUUID();
    await toggleLike(member.cookie, 6, key);
    const theirs = await toggleLike(other.cookie, 6, key);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await likes(6)).toBe(2);
  });

  it('stores nothing for a refused request, so the retry runs once the cause is gone', async () => {
    const late = await signIn(t.app);
    const key = randomUUID();
    const refused = await toggleLike(late.cookie, 1, key);
    expect(refused.statusCode).toBe(403);
    const stored = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(0);
    await linkX(late.account, 'late');
    const retried = await toggleLike(late.cookie, 1, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await likes(1)).toBe(2);
  });

  it('finds the item inside the keyed transaction, and answers 404 for one that is not there', async () => {
    // Item 7 is read by no other test: no in-process copy of it exists, the transaction reads it.
    const liked = await toggleLike(member.cookie, 7, randomUUID());
    expect(liked.statusCode).toBe(200);
    expect(liked.json().data).toMatchObject({
      tokenId: '7',
      counts: { like: 1 },
      userReaction: { like: true },
    });
    const key = randomUUID();
    const missing = await toggleLike(member.cookie, 99, key);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/No token 99 in collection 'idempotency'/);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });

  it('answers a retry whose first statement now fails with the stored answer', async () => {
    // The key is claimed before the handler runs: a retry finds it answered and never runs the
    // handler, so a statement that would now fail is never sent.
    const key = randomUUID();
    const subscribe = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress: '10.0.0.9',
        headers: { 'idempotency-key': key },
        payload: { email: 'retry@example.com', consent: true },
      });
    const first = await subscribe();
    expect(first.statusCode).toBe(202);
    // Run again, the sign-up's insert (its first statement) would now fail.
    await t.db.execute(
      sql.raw(
        "alter table newsletter_subscribers add constraint no_retry check (email <> 'retry@example.com') not valid",
      ),
    );
    try {
      const retried = await subscribe();
      expect(retried.statusCode).toBe(first.statusCode);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(retried.body).toBe(first.body);
    } finally {
      await t.db.execute(sql.raw('alter table newsletter_subscribers drop constraint no_retry'));
      await t.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'retry@example.com'));
    }
  });

  it('refuses a malformed key with 400', async () => {
    const res = await toggleLike(member.cookie, 1, 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
    expect(await likes(1)).toBe(2);
  });

  it('scopes anonymous requests by address and replays a 201 sent by the handler', async () => {
    const key = randomUUID();
    const subscribe = (ip: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress: ip,
        headers: { 'idempotency-key': key },
        payload: { email, consent: true },
      });
    const first = await subscribe('10.0.0.1', 'fan@example.com');
    expect(first.statusCode).toBe(202);
    const again = await subscribe('10.0.0.1', 'fan@example.com');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const elsewhere = await subscribe('10.0.0.2', 'other@example.com');
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows.map((r) => r.scope).sort()).toEqual(['ip:10.0.0.1', 'ip:10.0.0.2']);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(2);
  });

  it('lets a POST that only reads (a list with its filter in the body) ignore the key, as a GET does', async () => {
    const key = randomUUID();
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/collections/${token}`,
        headers: { cookie: member.cookie, 'idempotency-key': key },
        payload: {},
      });
    const first = await list();
    expect(first.statusCode, first.body).toBe(200);
    const again = await list();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});
