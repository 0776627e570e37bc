import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { LocalLiveBus } from '../../src/infra/live/live-bus.ts';
import { publishAfterCommit } from '../../src/infra/live/publish-after-commit.ts';
import { registerIdempotency } from '../../src/plugins/idempotency.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let probe: FastifyInstance;
const probeBus = new LocalLiveBus();
const heard: LiveEvent[] = [];

async function probeRows(note: string): Promise<number> {
  const rows = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from live_probe where note = ${note}`,
  );
  return rows.rows[0]?.n ?? 0;
}

/**
 * A route that writes a row through the request-transaction-aware database, announces it, and then
 * answers the status it was asked for: the idempotency plugin commits a 2xx and rolls back a 4xx.
 */
async function startProbe(): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('db', t.db);
  app.decorateRequest('loadSession', async () => null);
  registerIdempotency(app);
  app.post<{ Body: { note: string; status: number } }>('/api/probe', async (request, reply) => {
    await app.db.execute(sql`insert into live_probe (note) values (${request.body.note})`);
    publishAfterCommit(probeBus, { type: 'submission', id: request.body.note });
    // What a listener has heard by the time the handler is done.
    const heardInHandler = heard.some((e) => e.type === 'submission' && e.id === request.body.note);
    // Returned, not sent: a keyed answer leaves after the commit (plugins/idempotency.ts).
    reply.code(request.body.status);
    return { heardInHandler };
  });
  await app.ready();
  return app;
}

function callProbe(note: string, status: number, key?: string) {
  return probe.inject({
    method: 'POST',
    url: '/api/probe',
    headers: key ? { 'idempotency-key': key } : {},
    payload: { note, status },
  });
}

const heardAbout = (id: string) => heard.filter((e) => e.type === 'submission' && e.id === id).length;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table live_probe (id serial primary key, note text not null)`);
  probeBus.subscribe((event) => heard.push(event));
  probe = await startProbe();
});

afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('publishing after the commit', () => {
  it('without an Idempotency-Key, announces at once: the service has committed already', async () => {
    const res = await callProbe('plain', 201);
    expect(res.json()).toEqual({ heardInHandler: true });
    expect(heardAbout('plain')).toBe(1);
  });

  it('with a key, holds the event until the request transaction commits', async () => {
    const res = await callProbe('keyed', 201, randomUUID());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ heardInHandler: false });
    expect(await probeRows('keyed')).toBe(1);
    expect(heardAbout('keyed')).toBe(1);
  });

  it('with a key, drops the event when the request is refused and its writes roll back', async () => {
    const res = await callProbe('refused', 409, randomUUID());
    expect(res.statusCode).toBe(409);
    expect(await probeRows('refused')).toBe(0);
    expect(heardAbout('refused')).toBe(0);
  });

  it('announces nothing again when a keyed request is replayed', async () => {
    const key = randomUUID();
    await callProbe('replayed', 201, key);
    const again = await callProbe('replayed', 201, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(heardAbout('replayed')).toBe(1);
  });
});

describe('a keyed like on the application', () => {
  it('reaches the listeners once, after its commit', async () => {
    const collection = await createCollection(t.db, { slug: 'live-commit' });
    await createTokens(t.db, collection, [{ id: 1, owner: '0x00000000000000000000000000000000000000aa' }]);
    const liker = await signIn(t.app);
    await t.db
      .insert(userSocials)
      .values({ account: liker.account, provider: 'twitter', providerAccountId: 'lc', username: 'lc' });
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribe((event) => events.push(event));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/nfts/reactions/update/${collection.tokenAddress}/1`,
      headers: { cookie: liker.cookie, 'idempotency-key': randomUUID() },
      payload: { type: 'like' },
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(events).toEqual([{ type: 'reaction', target: 'item', id: `${collection.tokenAddress}:1` }]);
  });
});
