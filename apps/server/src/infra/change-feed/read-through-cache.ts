import type { ChangeFeed } from './change-feed.ts';

/**
 * In-process copies of rows that many requests read and few change (decision 0053). A copy is
 * served only while the change feed is live, and all copies are dropped when one of `tables`
 * changes. A read that was running when a change was announced is not kept: it may predate it.
 */
export class ReadThroughCache<V> {
  private readonly entries = new Map<string, V>();
  private generation = 0;

  constructor(
    private readonly feed: Pick<ChangeFeed, 'live' | 'onChange'>,
    tables: readonly string[],
    private readonly maxEntries: number,
    /** Whether a copy still holds (a session past its expiry does not); default: always. */
    private readonly holds: (value: V) => boolean = () => true,
  ) {
    feed.onChange((table, key) => {
      if (table !== null && !tables.includes(table)) return;
      if (key === undefined) {
        this.generation++;
        this.entries.clear();
      } else this.forget(key);
    });
  }

  /** Drops the copy of `key`, and any read of it still running (it may predate the change). */
  forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  /** The copy for `key` when there is one to trust; never reads. */
  peek(key: string): V | undefined {
    if (!this.feed.live) return undefined;
    const copy = this.entries.get(key);
    return copy !== undefined && this.holds(copy) ? copy : undefined;
  }

  /** The copy for `key`, or what `load` reads (kept unless it is undefined, a miss). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.feed.live) return load();
    const copy = this.entries.get(key);
    if (copy !== undefined) {
      if (this.holds(copy)) return copy;
      this.entries.delete(key);
    }
    const keep = this.keeper(key);
    const value = await load();
    keep(value);
    return value;
  }

  /**
   * For a read made where `get` cannot make it (inside a request's transaction, kept only once it
   * commits): call before reading; the function returned keeps the value unless a change was
   * announced in between (the read may predate it).
   */
  keeper(key: string): (value: V | undefined) => void {
    const generation = this.generation;
    return (value) => {
      if (value === undefined || !this.feed.live || generation !== this.generation) return;
      // The oldest copy makes room: cheap, and hot rows are read back in at once.
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(key, value);
    };
  }

  get size(): number {
    return this.entries.size;
  }
}
