import { randomUUID } from 'node:crypto';
import { type LiveEvent, LiveEventSchema } from '@guardians/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Redis } from '../redis/redis-client.ts';
import { LocalLiveBus } from './live-bus.ts';

/** What travels on the channel: the event and the node that published it. */
const EnvelopeSchema = z.object({ node: z.string(), event: LiveEventSchema });

/**
 * Pub/sub ignores Redis's database index and ioredis' key prefix: every client of the server hears
 * every channel. Naming both in the channel keeps sites (and test runs) that share a server on
 * separate indexes or prefixes apart, as their keys are.
 */
function liveChannel(redis: Redis): string {
  return `${redis.options.keyPrefix ?? ''}guardians:live:${redis.options.db ?? 0}`;
}

/**
 * The bus across API nodes. An event reaches this node's listeners at once (no round trip, and
 * still when Redis is down) and the other nodes through one Redis channel; each node has its own
 * subscriber connection (a subscribed connection takes no other command) and skips the messages it
 * published itself, so every listener hears each event exactly once.
 */
export class RedisLiveBus extends LocalLiveBus {
  private readonly node = randomUUID();
  private readonly channel: string;
  private readonly subscriber: Redis;
  private readonly subscribed: Promise<void>;
  private listening = false;
  /** Set while the subscriber connection is down: one warning per outage, not one per retry. */
  private failing = false;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    this.channel = liveChannel(redis);
    // ioredis subscribes the duplicate again by itself after a reconnect.
    this.subscriber = redis.duplicate();
    this.subscriber.on('error', (err: unknown) => {
      if (this.closed || this.failing) return;
      this.failing = true;
      log.warn({ err }, 'live events: Redis subscriber connection failed; retrying');
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    this.subscribed = this.listen();
    // A subscription that failed (Redis away at start) is not renewed by ioredis: renew it here.
    this.subscriber.on('ready', () => {
      this.failing = false;
      if (!this.listening && !this.closed) void this.listen();
    });
  }

  private listen(): Promise<void> {
    return this.subscriber.subscribe(this.channel).then(
      () => {
        this.listening = true;
      },
      (err: unknown) => {
        if (!this.closed)
          this.log.warn({ err }, 'live events: not subscribed; other nodes go unheard for now');
      },
    );
  }

  /** Settles once this node hears the other nodes (or subscribing failed, which is logged). */
  ready(): Promise<void> {
    return this.subscribed;
  }

  override publish(event: LiveEvent): void {
    this.deliver(event);
    if (this.closed) return;
    this.redis.publish(this.channel, JSON.stringify({ node: this.node, event })).catch((err: unknown) => {
      this.log.warn({ err, event: event.type }, 'live events: could not reach the other nodes');
    });
  }

  private receive(message: string): void {
    let envelope: z.infer<typeof EnvelopeSchema>;
    try {
      envelope = EnvelopeSchema.parse(JSON.parse(message));
    } catch (err) {
      this.log.warn({ err }, 'live events: ignored a malformed message');
      return;
    }
    if (envelope.node !== this.node) this.deliver(envelope.event);
  }

  /** Ends this node's subscriber connection; the shared command connection belongs to its owner. */
  override async close(): Promise<void> {
    this.closed = true;
    await super.close();
    // QUIT would wait in the offline queue for a Redis that is away: cut such a connection.
    if (this.subscriber.status === 'ready')
      await this.subscriber.quit().catch(() => this.subscriber.disconnect());
    else this.subscriber.disconnect();
  }
}
