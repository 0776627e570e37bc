import type { Redis } from '../redis/redis-client.ts';

const LIST_CACHE_KEY_PREFIX = 'guardians:lc:';

/** A cached answer lives this long at most, even if an invalidating event were lost. */
const LIST_CACHE_TTL_MS = 30_000;

/** One cacheable list query: what it is, its parameters, and the tags whose changes make it stale. */
export interface CachedList {
  /** The list, e.g. 'gallery'. */
  name: string;
  /** Everything the answer depends on, in a fixed order (part of the key). */
  params: Record<string, string | number>;
  tags: readonly string[];
}

export interface ListCacheOptions {
  prefix?: string;
  ttlMs?: number;
  /**
   * With a read replica: how long after a change a filled entry may still come from a replica that
   * has not replayed it yet; such entries live only this long, so a lagging read is not kept 30 s.
   */
  settleMs?: number;
}

/**
 * Serialized first pages of hot lists in Redis, shared by every API node. Each tag has a version
 * counter; an entry's key holds the versions of its tags read before its query ran, and a change
 * INCRs the versions (invalidate). So once a node has counted a change, no node finds an entry
 * filled before it — not even one whose query was still running when the change landed, which a
 * DEL of known keys would miss. Old entries are never looked up again and expire with their TTL.
 *
 * Without Redis there is no cache: `read` runs the query, exactly as before.
 */
export class ListCache {
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly settleMs: number;

  constructor(
    private readonly redis: Redis | undefined,
    options: ListCacheOptions = {},
  ) {
    this.prefix = options.prefix ?? LIST_CACHE_KEY_PREFIX;
    this.ttlMs = options.ttlMs ?? LIST_CACHE_TTL_MS;
    this.settleMs = options.settleMs ?? 0;
  }

  get enabled(): boolean {
    return this.redis !== undefined;
  }

  /** The cached answer of `list`, or `fill()`'s, stored for the next reader on any node. */
  async read<T>(list: CachedList, fill: () => Promise<T>): Promise<T> {
    const redis = this.redis;
    if (!redis) return fill();
    const tags = list.tags;
    const stamps = await redis.mget(
      ...tags.map((t) => this.versionKey(t)),
      ...tags.map((t) => this.settleKey(t)),
    );
    const versions = stamps.slice(0, tags.length).map((v) => v ?? '0');
    const settling = stamps.slice(tags.length).some((v) => v !== null);
    const key = `${this.prefix}e:${list.name}:${versions.join('.')}:${paramsOf(list.params)}`;
    const cached = await redis.get(key);
    if (cached !== null) return JSON.parse(cached) as T;
    const value = await fill();
    await redis.set(key, JSON.stringify(value), 'PX', settling ? this.settleMs : this.ttlMs);
    return value;
  }

  /** Makes every entry tagged with any of `tags` unreachable, on every node. */
  async invalidate(tags: readonly string[]): Promise<void> {
    const redis = this.redis;
    if (!redis || tags.length === 0) return;
    const multi = redis.multi();
    for (const tag of tags) {
      multi.incr(this.versionKey(tag));
      if (this.settleMs > 0) multi.set(this.settleKey(tag), '1', 'PX', this.settleMs);
    }
    const replies = await multi.exec();
    const failed = replies?.find(([error]) => error)?.[0];
    if (failed) throw failed;
  }

  private versionKey(tag: string): string {
    return `${this.prefix}v:${tag}`;
  }

  private settleKey(tag: string): string {
    return `${this.prefix}s:${tag}`;
  }
}

/** `a=1&b=x` in the order given: the part of the key that tells pages of one list apart. */
function paramsOf(params: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
}
