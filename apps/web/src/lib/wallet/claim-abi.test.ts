import * as contracts from '@guardians/contracts';
import { describe, expect, it } from 'vitest';
import { coinClaimAbi, erc20BalanceAbi } from './claim-abi.ts';

const strip = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v) => (key === 'internalType' ? undefined : v)));

type AbiEntry = { type: string; name?: string };
const generated = (name: string): readonly AbiEntry[] => {
  const abi = (contracts as Record<string, unknown>)[name];
  if (!Array.isArray(abi)) throw new Error(`@guardians/contracts exports no ${name}`);
  return abi as AbiEntry[];
};

describe('the swaps page’s copy of the coin claim ABI', () => {
  it('calls the claim contract exactly as the generated ABI declares it', () => {
    const original = generated('GuardianCoinClaimAbi');
    for (const entry of coinClaimAbi) {
      const match = original.find((e) => e.name === entry.name && e.type === entry.type);
      expect(strip(match), entry.name).toEqual(entry);
    }
  });

  it('reads the coin balance as the coin contract declares balanceOf', () => {
    const match = generated('GuardianCoinAbi').find((e) => e.name === 'balanceOf');
    expect(strip(match)).toEqual(erc20BalanceAbi[0]);
  });
});
