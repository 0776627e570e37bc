import { type Address, keccak256, numberToHex, padHex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  buildTokenIdTree,
  buildWhitelist,
  InvalidWhitelistError,
  tokenIdLeaf,
  verifyTokenIdProof,
  verifyWhitelistProof,
  whitelistLeaf,
} from '../src/merkle.ts';

const addressesOf = (count: number): Address[] =>
  Array.from({ length: count }, (_, i) => padHex(numberToHex(0x1000 + i), { size: 20 }));

describe('buildWhitelist', () => {
  it('gives every member a proof that verifies, for trees of 1 to 17 addresses', () => {
    for (let size = 1; size <= 17; size++) {
      const list = buildWhitelist(addressesOf(size));
      for (const account of list.accounts) {
        const proof = list.proofFor(account);
        expect(proof, `size ${size}`).toBeDefined();
        expect(verifyWhitelistProof(list.root, account, proof ?? []), `size ${size}`).toBe(true);
      }
    }
  });

  it('uses the double-hashed leaf as the root of a one-address list, with an empty proof', () => {
    const [only] = addressesOf(1) as [Address];
    const list = buildWhitelist([only]);
    expect(list.root).toBe(whitelistLeaf(only));
    expect(list.proofFor(only)).toEqual([]);
  });

  it('hashes a pair in sorted order, as OpenZeppelin MerkleProof does', () => {
    const [a, b] = addressesOf(2) as [Address, Address];
    const [low, high] = [whitelistLeaf(a), whitelistLeaf(b)].sort();
    expect(buildWhitelist([a, b]).root).toBe(keccak256(`${low}${high?.slice(2)}` as `0x${string}`));
  });

  it('treats upper- and lower-case spellings of an address as one member', () => {
    const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const list = buildWhitelist([checksummed, checksummed.toLowerCase(), ...addressesOf(2)]);
    expect(list.accounts).toHaveLength(3);
    expect(list.includes(checksummed.toLowerCase() as Address)).toBe(true);
    expect(verifyWhitelistProof(list.root, checksummed, list.proofFor(checksummed) ?? [])).toBe(true);
  });

  it('returns no proof for an address that is not listed, and a member proof fails for it', () => {
    const list = buildWhitelist(addressesOf(5));
    const outsider = padHex('0xdead', { size: 20 });
    const memberProof = list.proofFor(list.accounts[0] as Address) ?? [];
    expect(list.includes(outsider)).toBe(false);
    expect(list.proofFor(outsider)).toBeUndefined();
    expect(verifyWhitelistProof(list.root, outsider, memberProof)).toBe(false);
  });

  it('rejects an empty list and anything that is not an address', () => {
    expect(() => buildWhitelist([])).toThrow(InvalidWhitelistError);
    expect(() => buildWhitelist(['0x1234'])).toThrow(/not an address: 0x1234/);
    // A mixed-case address with a broken checksum is a typo, not an address to let in.
    expect(() => buildWhitelist(['0x70997970c51812dc3A010C7d01b50e0d17dc79C8'])).toThrow(
      InvalidWhitelistError,
    );
  });
});

describe('buildTokenIdTree', () => {
  it('gives every token id a proof that verifies, and none to an id outside, for 1 to 17 ids', () => {
    for (let size = 1; size <= 17; size++) {
      const ids = Array.from({ length: size }, (_, i) => BigInt(i * 3 + 1));
      const tree = buildTokenIdTree(ids);
      for (const id of ids)
        expect(verifyTokenIdProof(tree.root, id, tree.proofFor(id) ?? []), `size ${size}`).toBe(true);
      expect(tree.proofFor(2n)).toBeUndefined();
      expect(verifyTokenIdProof(tree.root, 2n, tree.proofFor(1n) ?? []), `size ${size}`).toBe(false);
    }
  });

  it('uses the double-hashed uint256 leaf, drops duplicates and refuses an empty or out-of-range set', () => {
    expect(tokenIdLeaf(7n)).toBe(keccak256(keccak256(padHex(numberToHex(7), { size: 32 }))));
    expect(buildTokenIdTree([7n]).root).toBe(tokenIdLeaf(7n));
    expect(buildTokenIdTree([7n, 7n, 8n]).tokenIds).toEqual([7n, 8n]);
    expect(buildTokenIdTree([8n, 7n]).root).toBe(buildTokenIdTree([7n, 8n]).root);
    expect(() => buildTokenIdTree([])).toThrow(RangeError);
    expect(() => buildTokenIdTree([-1n])).toThrow(RangeError);
    expect(() => buildTokenIdTree([2n ** 256n])).toThrow(RangeError);
  });
});
