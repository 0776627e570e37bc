/**
 * Seeded randomness for the demo collections. Plain 32-bit integer arithmetic (FNV-1a to hash the
 * seed, mulberry32 to stream numbers), so every machine and Node version draws the same sequence;
 * Math.random or crypto would make the art change between runs.
 */

/** FNV-1a over the UTF-16 code units of `text`, as an unsigned 32-bit integer. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = () => number;

/** mulberry32: a tiny, well-distributed generator; returns floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for one purpose of one token: `seeded('guardians', 12, 'traits')`. */
export function seeded(...parts: Array<string | number>): Random {
  return mulberry32(hashSeed(parts.join(':')));
}

/** Picks an item with probability weight / total weight. */
export function pickWeighted<T extends { weight: number }>(items: readonly T[], random: Random): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  // Only reachable through floating-point rounding at the very top of the range.
  return items[items.length - 1] as T;
}

/** A float in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}
