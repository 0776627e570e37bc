import { type Address, concat, encodeAbiParameters, type Hex, isAddress, keccak256 } from 'viem';

// Browser-safe (viem only): the server builds proofs with it, and a web page could verify them.
// Trees are laid out exactly like OpenZeppelin's StandardMerkleTree.of(values, [type]), so a root made here
// matches one made with @openzeppelin/merkle-tree for the same (deduplicated) values: ['address'] for a
// whitelist (GuardianCollection), ['uint256'] for the token ids of a trait offer (GuardianMarketplace).

export type Whitelist = {
  /** Value for GuardianCollection.setMerkleRoot. */
  root: Hex;
  /** Addresses in the tree, lower-case, in the order given (duplicates removed). */
  accounts: readonly Address[];
  includes(account: Address): boolean;
  /** The proof GuardianCollection.mint expects in the whitelist stage; undefined when not listed. */
  proofFor(account: Address): Hex[] | undefined;
};

/** The token ids a trait offer covers, as the tree the offer's `traitRoot` names. */
export type TokenIdTree = {
  /** Value for an offer's `traitRoot`. */
  root: Hex;
  /** Ids in the tree, in the order given (duplicates removed). */
  tokenIds: readonly bigint[];
  includes(tokenId: bigint): boolean;
  /** The proof GuardianMarketplace.acceptOffer expects for `tokenId`; undefined when not covered. */
  proofFor(tokenId: bigint): Hex[] | undefined;
};

export class InvalidWhitelistError extends Error {
  readonly code = 'INVALID_WHITELIST';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWhitelistError';
  }
}

/** The contract's leaf: keccak256(bytes.concat(keccak256(abi.encode(account)))). */
export function whitelistLeaf(account: Address): Hex {
  return keccak256(keccak256(encodeAbiParameters([{ type: 'address' }], [account])));
}

/** The marketplace's trait leaf: keccak256(bytes.concat(keccak256(abi.encode(tokenId)))). */
export function tokenIdLeaf(tokenId: bigint): Hex {
  return keccak256(keccak256(encodeAbiParameters([{ type: 'uint256' }], [tokenId])));
}

export function buildWhitelist(addresses: readonly string[]): Whitelist {
  const accounts = dedupe(addresses);
  if (accounts.length === 0) throw new InvalidWhitelistError('a whitelist needs at least one address');
  const tree = buildTree(accounts.map(whitelistLeaf));
  const leafOf = (account: Address) => (isAddress(account) ? whitelistLeaf(account) : undefined);
  return {
    root: tree.root,
    accounts,
    includes: (account) => tree.proofOf(leafOf(account)) !== undefined,
    proofFor: (account) => tree.proofOf(leafOf(account)),
  };
}

/** The tree of a trait offer: every id must be a uint256; an empty set cannot be offered on. */
export function buildTokenIdTree(ids: readonly bigint[]): TokenIdTree {
  const tokenIds = [...new Set(ids)];
  if (tokenIds.length === 0) throw new RangeError('a trait offer needs at least one token id');
  const outOfRange = tokenIds.find((id) => id < 0n || id >= 2n ** 256n);
  if (outOfRange !== undefined) throw new RangeError(`not a uint256 token id: ${outOfRange}`);
  const tree = buildTree(tokenIds.map(tokenIdLeaf));
  const leafOf = (id: bigint) => (id >= 0n && id < 2n ** 256n ? tokenIdLeaf(id) : undefined);
  return {
    root: tree.root,
    tokenIds,
    includes: (id) => tree.proofOf(leafOf(id)) !== undefined,
    proofFor: (id) => tree.proofOf(leafOf(id)),
  };
}

/** What MerkleProof.verify computes: hash the leaf up the proof with sorted pairs and compare to the root. */
export function verifyWhitelistProof(root: Hex, account: Address, proof: readonly Hex[]): boolean {
  return verifyLeaf(root, whitelistLeaf(account), proof);
}

export function verifyTokenIdProof(root: Hex, tokenId: bigint, proof: readonly Hex[]): boolean {
  return verifyLeaf(root, tokenIdLeaf(tokenId), proof);
}

function verifyLeaf(root: Hex, leaf: Hex, proof: readonly Hex[]): boolean {
  const computed = proof.reduce<Hex>((hash, sibling) => hashPair(hash, sibling.toLowerCase() as Hex), leaf);
  return computed.toLowerCase() === root.toLowerCase();
}

function buildTree(unsortedLeaves: readonly Hex[]) {
  // Leaves sorted by hash (StandardMerkleTree's default), stored at the end of the array in reverse order;
  // node i has children 2i+1 and 2i+2, and the root is tree[0].
  const leaves = [...unsortedLeaves].sort(compareHex);
  const tree: Hex[] = new Array(2 * leaves.length - 1);
  leaves.forEach((leaf, i) => {
    tree[tree.length - 1 - i] = leaf;
  });
  for (let i = tree.length - 1 - leaves.length; i >= 0; i--) {
    tree[i] = hashPair(node(tree, 2 * i + 1), node(tree, 2 * i + 2));
  }

  const position = new Map<string, number>();
  for (const [i, leaf] of leaves.entries()) position.set(leaf, tree.length - 1 - i);

  return {
    root: node(tree, 0),
    proofOf(leaf: Hex | undefined): Hex[] | undefined {
      let index = leaf === undefined ? undefined : position.get(leaf);
      if (index === undefined) return undefined;
      const proof: Hex[] = [];
      while (index > 0) {
        proof.push(node(tree, index % 2 === 1 ? index + 1 : index - 1));
        index = Math.floor((index - 1) / 2);
      }
      return proof;
    },
  };
}

function dedupe(addresses: readonly string[]): Address[] {
  const seen = new Set<Address>();
  for (const raw of addresses) {
    // Lower-case and correctly checksummed input are accepted; a mixed-case typo (bad checksum) is not.
    if (!isAddress(raw)) throw new InvalidWhitelistError(`not an address: ${raw}`);
    seen.add(raw.toLowerCase() as Address);
  }
  return [...seen];
}

function hashPair(a: Hex, b: Hex): Hex {
  return keccak256(compareHex(a, b) <= 0 ? concat([a, b]) : concat([b, a]));
}

// Both sides are 32-byte hashes from keccak256 (same length, lower-case), so text order is byte order.
function compareHex(a: Hex, b: Hex): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function node(tree: readonly Hex[], index: number): Hex {
  const value = tree[index];
  if (value === undefined) throw new Error(`merkle tree has no node ${index}`);
  return value;
}
