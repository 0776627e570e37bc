/**
 * A least-recently-used cache bounded by total size (e.g. bytes). A Map keeps insertion order, so
 * re-inserting on read moves an entry to the "recent" end and the first key is the eviction victim.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return; // would evict everything and still not fit
    this.delete(key);
    this.#entries.set(key, { value, size });
    this.#total += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#total <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#total -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#total -= entry.size;
  }

  get size(): number {
    return this.#entries.size;
  }

  get totalSize(): number {
    return this.#total;
  }
}
