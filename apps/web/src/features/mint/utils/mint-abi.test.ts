import { GuardianCollectionAbi } from '@guardians/contracts';
import { describe, expect, it } from 'vitest';
import { mintAbi } from './mint-abi.ts';

const strip = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v) => (key === 'internalType' ? undefined : v)));

describe('the mint page’s copy of GuardianCollection’s ABI', () => {
  it('calls mint and decodes its errors exactly as the generated ABI declares them', () => {
    expect(mintAbi.some((e) => e.name === 'mint')).toBe(true);
    for (const entry of mintAbi) {
      const original = GuardianCollectionAbi.find((e) => 'name' in e && e.name === entry.name);
      expect(strip(original), entry.name).toEqual(entry);
    }
  });
});
