import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { RedisLiveBus } from '../../src/infra/live/redis-live-bus.ts';
import { createRedis } from '../../src/infra/redis/redis-client.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { deleteKeys } from '../scale-out/scale-out-nodes.ts';
import { type EventStreamClient, listen, openEventStream, untilOpen } from './event-stream-client.ts';

/**
 * A Redis database index of this file's own, and a key prefix both apps share so they act as two
 * nodes of one site (the live channel is named after both: see liveChannel). The keys the apps
 * leave (rate-limit counts, list versions) are deleted at the end.
 */
const REDIS_INDEX = 13;
const REDIS_URL = `redis://127.0.0.1:6379/${REDIS_INDEX}`;
const PREFIX = `test:live:${randomUUID()}:`;
const CHANNEL = `${PREFIX}guardians:live:${REDIS_INDEX}`;

let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
let token: string;
let liker: { cookie: string; account: `0x${string}` };
const streams: EventStreamClient[] = [];

/** Each app has its own database (enough here: only Redis carries the events between them). */
beforeAll(async () => {
  const node = () => createTestApp({ env: { REDIS_URL }, redisPrefix: PREFIX });
  [a, b] = await Promise.all([node(), node()]);
  const collection = await createCollection(a.db, { slug: 'live-redis' });
  token = collection.tokenAddress;
  await createTokens(a.db, collection, [{ id: 1, owner: '0x00000000000000000000000000000000000000aa' }]);
  liker = await signIn(a.app);
  await a.db
    .insert(userSocials)
    .values({ account: liker.account, provider: 'twitter', providerAccountId: 'lr', username: 'lr' });
  [urlA, urlB] = await Promise.all([listen(a.app), listen(b.app)]);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([a?.close(), b?.close()]);
  const redis = createRedis(REDIS_URL);
  await deleteKeys(redis, PREFIX);
  await redis.quit();
});

async function stream(url: string): Promise<EventStreamClient> {
  const client = await openEventStream(url);
  streams.push(client);
  await untilOpen(client);
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live events across API nodes through Redis', () => {
  it('uses the Redis bus when REDIS_URL is set', () => {
    expect(a.app.live).toBeInstanceOf(RedisLiveBus);
  });

  it('delivers a like made on node A to a stream on node B, once, and to A’s own stream once', async () => {
    const [onA, onB] = await Promise.all([stream(urlA), stream(urlB)]);
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/nfts/reactions/update/${token}/1`,
      headers: { cookie: liker.cookie },
      payload: { type: 'like' },
    });
    expect(res.statusCode).toBe(200);
    const expected: LiveEvent = { type: 'reaction', target: 'item', id: `${token}:1` };
    expect((await onB.next((e) => e.type === 'reaction')).event).toEqual(expected);
    expect((await onA.next((e) => e.type === 'reaction')).event).toEqual(expected);
    await settle(); // a second copy (A hearing its own message back) would have come by now
    const mine = (s: EventStreamClient) =>
      s.events.filter((r) => r.event.type === 'reaction' && r.event.id === expected.id);
    expect(mine(onA)).toHaveLength(1);
    expect(mine(onB)).toHaveLength(1);
  });

  it('keeps the bus’s in-process listeners to one copy of each event', async () => {
    const heardOnA: LiveEvent[] = [];
    const heardOnB: LiveEvent[] = [];
    const stopA = a.app.live.subscribe((e) => heardOnA.push(e));
    const stopB = b.app.live.subscribe((e) => heardOnB.push(e));
    const id = randomUUID();
    b.app.live.publish({ type: 'submission', id });
    await expect.poll(() => heardOnA.length).toBe(1);
    await settle();
    stopA();
    stopB();
    expect(heardOnA).toEqual([{ type: 'submission', id }]);
    expect(heardOnB).toEqual([{ type: 'submission', id }]);
  });

  it('hears a well-formed message from anyone on the channel and ignores malformed ones', async () => {
    const heard: LiveEvent[] = [];
    const stop = b.app.live.subscribe((e) => heard.push(e));
    const outsider = createRedis(REDIS_URL); // no prefix: the channel name is used as written
    try {
      await outsider.publish(CHANNEL, '{"node":"x","event":{"type":"nonsense"}}');
      await outsider.publish(CHANNEL, 'not json');
      await outsider.publish(CHANNEL, JSON.stringify({ node: 'x', event: { type: 'leaderboard' } }));
    } finally {
      await outsider.quit();
    }
    await expect.poll(() => heard.length).toBe(1);
    await settle();
    stop();
    expect(heard).toEqual([{ type: 'leaderboard' }]);
  });

  it('keeps apps with another prefix apart, as other sites on the same Redis', async () => {
    // Its keys start with PREFIX too, so they go with the others at the end; its channel differs.
    const stranger = await createTestApp({ env: { REDIS_URL }, redisPrefix: `${PREFIX}stranger:` });
    try {
      const heard: LiveEvent[] = [];
      const heardOnB: LiveEvent[] = [];
      const stops = [
        stranger.app.live.subscribe((e) => heard.push(e)),
        b.app.live.subscribe((e) => heardOnB.push(e)),
      ];
      a.app.live.publish({ type: 'submission', id: randomUUID() });
      await expect.poll(() => heardOnB.length).toBe(1);
      await settle();
      for (const stop of stops) stop();
      expect(heard).toEqual([]);
    } finally {
      await stranger.close();
    }
  });
});
