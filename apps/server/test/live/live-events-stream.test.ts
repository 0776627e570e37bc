import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type EventStreamClient, listen, openEventStream, untilOpen } from './event-stream-client.ts';

let t: TestApp;
let baseUrl: string;
let token: string;
let liker: { cookie: string; account: `0x${string}` };
const opened: EventStreamClient[] = [];

async function stream(options: Parameters<typeof openEventStream>[1] = {}): Promise<EventStreamClient> {
  const client = await openEventStream(baseUrl, options);
  opened.push(client);
  return client;
}

function like(tokenId: number, cookie = liker.cookie) {
  return t.app.inject({
    method: 'POST',
    url: `/api/nfts/reactions/update/${token}/${tokenId}`,
    headers: { cookie },
    payload: { type: 'like' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const collection = await createCollection(t.db, { slug: 'live-stream' });
  token = collection.tokenAddress;
  const owner = '0x00000000000000000000000000000000000000aa';
  await createTokens(
    t.db,
    collection,
    [1, 2, 3, 4].map((id) => ({ id, owner })),
  );
  liker = await signIn(t.app);
  await t.db
    .insert(userSocials)
    .values({ account: liker.account, provider: 'twitter', providerAccountId: 'live', username: 'live' });
  baseUrl = await listen(t.app);
});

afterAll(async () => {
  for (const client of opened) client.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('streams text/event-stream with a retry hint and the security headers of any answer', async () => {
    const events = await stream();
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(events.headers.get('x-content-type-options')).toBe('nosniff');
    expect(events.headers.get('x-request-id')).toBeTruthy();
    await untilOpen(events);
    expect(events.text()).toMatch(/^retry: \d+\n/);
    events.close();
  });

  it('sends a reaction event with an id when an item is liked', async () => {
    const events = await stream();
    await untilOpen(events);
    expect((await like(1)).statusCode).toBe(200);
    const received = await events.next((e) => e.type === 'reaction');
    expect(received.event).toEqual({ type: 'reaction', target: 'item', id: `${token}:1` });
    expect(received.id).toBe('1');
    expect((await like(2)).statusCode).toBe(200);
    const second = await events.next((e) => e.type === 'reaction' && e.id === `${token}:2`);
    expect(second.id).toBe('2');
    events.close();
  });

  it('keeps only the types asked for', async () => {
    const events = await stream({ query: 'types=leaderboard,claim' });
    await untilOpen(events);
    expect((await like(3)).statusCode).toBe(200);
    t.app.live.publish({ type: 'leaderboard', account: liker.account });
    const received = await events.next(() => true);
    expect(received.event).toEqual({ type: 'leaderboard', account: liker.account });
    expect(events.events.map((e) => e.event.type)).toEqual(['leaderboard']);
    events.close();
  });

  it('publishes nothing for a like that fails', async () => {
    const events = await stream();
    await untilOpen(events);
    const withoutX = await signIn(t.app);
    expect((await like(4, withoutX.cookie)).statusCode).toBe(403);
    expect((await like(99)).statusCode).toBe(404);
    // A marker published after the failures: everything before it has been delivered by then.
    t.app.live.publish({ type: 'catalogue', collectionId: -1 });
    await events.next((e) => e.type === 'catalogue');
    expect(events.events.map((e) => e.event.type)).toEqual(['catalogue']);
    events.close();
  });

  it('refuses an unknown event type with 400 and a client that does not accept event streams with 406', async () => {
    const bad = await t.app.inject({
      url: '/api/events?types=reaction,gossip',
      headers: { accept: 'text/event-stream' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("unknown event type 'gossip'");
    const json = await t.app.inject({ url: '/api/events' });
    expect(json.statusCode).toBe(406);
    expect(json.json()).toMatchObject({ code: 'EVENT_STREAM_ONLY' });
  });

  it('caps open streams per address at 20 with a 429 that says why', async () => {
    const held = await Promise.all(Array.from({ length: 20 }, () => stream()));
    expect(held.map((s) => s.status)).toEqual(Array(20).fill(200));
    const refused = await fetch(`${baseUrl}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('TOO_MANY_LIVE_STREAMS');
    expect(body.message).toContain('at most 20');
    expect(refused.headers.get('retry-after')).toBe('30');

    // A closed tab gives its place back.
    held[0]?.close();
    await expect
      .poll(async () => {
        const again = await stream();
        if (again.status !== 200) return again.status;
        again.close();
        return 200;
      })
      .toBe(200);
    for (const client of held) client.close();
  });

  it('is not counted by the per-minute request limit', async () => {
    const res = await t.app.inject({ url: '/api/events' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('is in the API documentation under live', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const get = doc.paths['/api/events'].get;
    expect(get.tags).toEqual(['live']);
    expect(Object.keys(get.responses['200'].content)).toEqual(['text/event-stream']);
    expect(get.parameters.map((p: { name: string }) => p.name)).toContain('types');
  });
});

describe('closing the app', () => {
  /** A browser's way: a keep-alive connection, which stays open after a response unless told. */
  function keepAliveStream(url: string, agent: http.Agent): Promise<http.IncomingMessage> {
    return new Promise((resolve, reject) => {
      http
        .get(`${url}/api/events`, { agent, headers: { accept: 'text/event-stream' } }, (res) =>
          res.once('data', () => resolve(res)),
        )
        .on('error', reject);
    });
  }

  it('ends every open stream, so close() does not wait on them', async () => {
    const other = await createTestApp();
    const url = await listen(other.app);
    const agent = new http.Agent({ keepAlive: true });
    const [left, ...open] = await Promise.all([1, 2, 3].map(() => keepAliveStream(url, agent)));
    left?.destroy(); // a tab closed before the server goes
    const ended = open.map((res) => new Promise((resolve) => res.on('close', resolve)));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await Promise.all(ended);
    agent.destroy();
  });
});
