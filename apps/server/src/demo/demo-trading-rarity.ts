import type { DemoCollection } from '@guardians/shared';
import { traitsFor } from './demo-traits.ts';

/** Price multipliers of 1 (commonest traits) to 2.5 (rarest) for the demo history's listings. */
export function rarityFactors(collection: DemoCollection, tokenIds: readonly number[]): Map<number, number> {
  const share = new Map<string, number>();
  for (const trait of collection.traits) {
    const total = trait.values.reduce((sum, v) => sum + v.weight, 0);
    for (const v of trait.values) share.set(key(trait.traitType, v.value), v.weight / total);
  }
  // Surprise (sum of -log share) of the token's traits, squared after scaling so only few are dear.
  const score = new Map(
    tokenIds.map((id) => [
      id,
      traitsFor(collection, id).reduce((s, t) => s - Math.log(share.get(key(t.trait_type, t.value)) ?? 1), 0),
    ]),
  );
  const values = [...score.values()];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return new Map(
    [...score].map(([id, s]) => [id, 1 + 1.5 * (high > low ? ((s - low) / (high - low)) ** 2 : 0)]),
  );
}

/**
 * The token's least common trait value over the whole supply, as great-deals.ts picks it (fewest
 * holders, then trait type and value): a deal needs another listing with the same one.
 */
export function rarestTraitOf(collection: DemoCollection): (tokenId: number) => string {
  const counts = new Map<string, number>();
  const keys = (id: number) => traitsFor(collection, id).map((t) => key(t.trait_type, t.value));
  for (let id = 1; id <= collection.supply; id++)
    for (const k of keys(id)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return (id) =>
    keys(id).reduce((a, b) => {
      const [ca, cb] = [counts.get(a) ?? 0, counts.get(b) ?? 0];
      return cb < ca || (cb === ca && b < a) ? b : a;
    });
}

function key(traitType: string, value: string): string {
  return `${traitType}\u0000${value}`;
}
