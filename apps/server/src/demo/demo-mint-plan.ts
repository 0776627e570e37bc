import { type DemoCollection, isAddress } from '@guardians/shared';
import { ANVIL_DEV_ACCOUNTS } from './dev-accounts.ts';
import { pickWeighted, seeded } from './prng.ts';

export interface DemoMintPlan {
  slug: string;
  owners: Array<{ address: `0x${string}`; tokenIds: number[] }>;
}

/** Uneven holdings, as in a real collection: a whale, a few collectors, a long tail. */
const DEV_WEIGHTS = [30, 18, 12, 10, 8, 7, 5, 4, 3, 3];

/** Tokens each caller-supplied wallet (the burner wallet, a tester's own) receives per collection. */
export const EXTRA_OWNER_TOKENS = 12;

/**
 * Who gets which token when the demo is first minted: every id 1..supply goes to one owner.
 * The ten anvil accounts share the collection by weight; each extra wallet then takes
 * EXTRA_OWNER_TOKENS ids picked from its own seeded stream, so adding a wallet moves only the
 * tokens it takes and the rest of the plan stays as it was.
 */
export function demoMintPlan(
  collections: readonly DemoCollection[],
  extraOwners: readonly string[] = [],
): DemoMintPlan[] {
  const extras = [...new Set(extraOwners.map((a) => a.toLowerCase()))].map((address) => {
    if (!isAddress(address)) throw new Error(`Not an address: ${address}`);
    return address;
  });
  const devs = ANVIL_DEV_ACCOUNTS.map((address, i) => ({ address, weight: DEV_WEIGHTS[i] ?? 1 }));
  return collections.map((collection) => {
    const owner = new Map<number, `0x${string}`>();
    const random = seeded(collection.slug, 'owners');
    for (let id = 1; id <= collection.supply; id++) owner.set(id, pickWeighted(devs, random).address);
    const taken = new Set<number>();
    for (const address of extras) {
      const pick = seeded(collection.slug, 'owners', address);
      const want = Math.min(EXTRA_OWNER_TOKENS, Math.floor(collection.supply / (extras.length + 1)));
      for (let got = 0; got < want; ) {
        const id = 1 + Math.floor(pick() * collection.supply);
        if (taken.has(id)) continue;
        taken.add(id);
        owner.set(id, address);
        got++;
      }
    }
    const byOwner = new Map<`0x${string}`, number[]>();
    for (const [id, address] of owner) {
      const ids = byOwner.get(address);
      if (ids) ids.push(id);
      else byOwner.set(address, [id]);
    }
    const order = [...ANVIL_DEV_ACCOUNTS, ...extras];
    return {
      slug: collection.slug,
      owners: order
        .filter((address, i) => byOwner.has(address) && order.indexOf(address) === i)
        .map((address) => ({ address, tokenIds: byOwner.get(address) ?? [] })),
    };
  });
}
