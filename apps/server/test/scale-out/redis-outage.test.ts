import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '../../src/infra/redis/redis-client.ts';
import { unavailableDependency } from '../../src/services/health/dependency-unavailable.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { REDIS_URL } from './scale-out-nodes.ts';

/** A port nothing listens on: bound by us, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let t: TestApp;
let deadUrl: string;

beforeAll(async () => {
  deadUrl = `redis://127.0.0.1:${await closedPort()}`;
  t = await createTestApp({ env: { REDIS_URL: deadUrl } });
  // The connection keeps retrying in the background; its 'error' events are expected here.
  t.app.redis?.on('error', () => {});
});
afterAll(async () => {
  await t?.close();
});

describe('an API node whose Redis is down', () => {
  it('answers 503 with Retry-After, not 500, for a rate-limited API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The shared cache is unavailable; try again in a moment.',
    });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('answers 503 for a cached list and for a sign-in attempt alike', async () => {
    // Side by side: each waits out the connection's reconnection attempts before giving up.
    const lists = ['/api/collections/all', '/api/quests/leaderboard', '/api/gallery/all'].map((url) =>
      t.app.inject({ method: 'GET', url }),
    );
    const login = t.app.inject({
      method: 'POST',
      url: '/api/login?chainId=31337',
      payload: { account: '0x00000000000000000000000000000000000000aa', signature: '0x00', deadline: 1 },
    });
    const answers = await Promise.all([...lists, login]);
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503, 503]);
  });
});

describe('recognising Redis failures', () => {
  it('classifies a command that ran out of reconnection attempts as a Redis outage', async () => {
    const redis: Redis = createRedis(deadUrl);
    redis.on('error', () => {});
    const error = await redis.get('anything').catch((e: unknown) => e);
    redis.disconnect();
    expect((error as Error).name).toBe('MaxRetriesPerRequestError');
    expect(unavailableDependency(error)).toBe('redis');
  });

  it('classifies a command on a closed connection as a Redis outage', async () => {
    const redis: Redis = createRedis(REDIS_URL);
    await redis.ping();
    redis.disconnect();
    const error = await redis.get('anything').catch((e: unknown) => e);
    expect(unavailableDependency(error)).toBe('redis');
  });

  it('leaves a Redis reply error of our own making a 500', async () => {
    const redis: Redis = createRedis(REDIS_URL);
    // INCR on a non-number: a bug, not an outage.
    const key = `test:${process.pid}:not-a-number`;
    await redis.set(key, 'x', 'PX', 5_000);
    const error = await redis.incr(key).catch((e: unknown) => e);
    await redis.del(key);
    await redis.quit();
    expect((error as Error).name).toBe('ReplyError');
    expect(unavailableDependency(error)).toBeUndefined();
  });
});
