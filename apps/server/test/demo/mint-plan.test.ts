import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { demoMintPlan, EXTRA_OWNER_TOKENS } from '../../src/demo/demo-mint-plan.ts';
import { ANVIL_DEV_ACCOUNTS } from '../../src/demo/dev-accounts.ts';
import { collections } from './demo-fixtures.ts';

const burner = '0x00000000000000000000000000000000000000Aa';

describe('demoMintPlan', () => {
  it('lists the ten accounts anvil derives from its default mnemonic', () => {
    const mnemonic = 'test test test test test test test test test test test junk';
    const derived = ANVIL_DEV_ACCOUNTS.map((_, i) =>
      mnemonicToAccount(mnemonic, { addressIndex: i }).address.toLowerCase(),
    );
    expect(derived).toEqual([...ANVIL_DEV_ACCOUNTS]);
  });

  it('assigns every token of every collection to exactly one owner', () => {
    const plan = demoMintPlan(collections, [burner]);
    expect(plan.map((p) => p.slug)).toEqual(collections.map((c) => c.slug));
    plan.forEach((entry, i) => {
      const ids = entry.owners.flatMap((o) => o.tokenIds).sort((a, b) => a - b);
      expect(ids).toEqual(Array.from({ length: collections[i]?.supply ?? 0 }, (_, k) => k + 1));
    });
  });

  it('gives each extra wallet its share in every collection, lower-cased', () => {
    for (const entry of demoMintPlan(collections, [burner])) {
      const owner = entry.owners.find((o) => o.address === burner.toLowerCase());
      expect(owner?.tokenIds).toHaveLength(EXTRA_OWNER_TOKENS);
    }
  });

  it('is the same on every call and spreads tokens over all ten dev accounts', () => {
    const first = demoMintPlan(collections);
    expect(demoMintPlan(collections)).toEqual(first);
    const main = first[0];
    expect(main?.owners.map((o) => o.address)).toEqual([...ANVIL_DEV_ACCOUNTS]);
  });

  it('moves only the extra wallet’s tokens when one is added', () => {
    const [before] = demoMintPlan(collections);
    const [after] = demoMintPlan(collections, [burner]);
    const ownerOf = (plan: typeof before) =>
      new Map(plan?.owners.flatMap((o) => o.tokenIds.map((id) => [id, o.address] as const)));
    const a = ownerOf(before);
    const b = ownerOf(after);
    const changed = [...a.keys()].filter((id) => a.get(id) !== b.get(id));
    expect(changed).toHaveLength(EXTRA_OWNER_TOKENS);
  });

  it('rejects an extra owner that is not an address', () => {
    expect(() => demoMintPlan(collections, ['0x123'])).toThrow(/Not an address/);
  });
});
