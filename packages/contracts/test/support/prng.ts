/** mulberry32: a tiny seeded PRNG, so a failing property case can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  /** A uniform-enough bigint in [0, max] (inclusive), built from 32-bit draws. */
  const bigintUpTo = (max: bigint): bigint => {
    let value = 0n;
    for (let bits = 0n; 1n << bits <= max; bits += 32n)
      value = (value << 32n) | BigInt(Math.floor(next() * 2 ** 32));
    return value % (max + 1n);
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, bigintUpTo, pick };
}
