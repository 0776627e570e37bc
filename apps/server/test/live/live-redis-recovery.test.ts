import net from 'node:net';
import type { LiveEvent } from '@guardians/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisLiveBus } from '../../src/infra/live/redis-live-bus.ts';
import { createRedis, type Redis } from '../../src/infra/redis/redis-client.ts';

/** This file's Redis index and a prefix of its own, so no other test hears these events. */
const url = (port: number) => `redis://127.0.0.1:${port}/13`;
const PREFIX = `test:live-recovery:${process.pid}:`;

const quiet = { warn() {} } as unknown as FastifyBaseLogger;
const cleanup: (() => Promise<unknown> | unknown)[] = [];

afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Redis coming up late on `port`: a forwarder to the machine's Redis. */
async function redisAppearsOn(port: number): Promise<void> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(6379, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanup.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  );
}

function bus(redis: Redis): RedisLiveBus {
  redis.on('error', () => {}); // the command connection's own retries; the bus reports its own
  const live = new RedisLiveBus(redis, quiet);
  cleanup.push(
    () => redis.disconnect(),
    () => live.close(),
  );
  return live;
}

describe('the Redis bus after an outage', () => {
  it('subscribes once Redis is back, even when its first subscription failed', async () => {
    const port = await freePort();
    const late = bus(createRedis(url(port), { keyPrefix: PREFIX }));
    await late.ready(); // fails: nothing listens on the port yet
    await redisAppearsOn(port);
    const heard: LiveEvent[] = [];
    late.subscribe((event) => heard.push(event));
    const other = bus(createRedis(url(6379), { keyPrefix: PREFIX }));
    await other.ready();
    await expect
      .poll(
        () => {
          other.publish({ type: 'leaderboard' });
          return heard.length > 0;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(true);
    expect(heard[0]).toEqual({ type: 'leaderboard' });
  });
});
