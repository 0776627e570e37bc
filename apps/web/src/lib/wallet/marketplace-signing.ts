// What listings and offers share when a wallet signs them for GuardianMarketplace. Written here rather
// than imported from @guardians/contracts, whose entry imports viem: viem stays in the wallet's lazily
// loaded chunk (decision 0028). The typed-data tests of listings and offers compare both with it.

/** The marketplace's EIP-712 domain: a signature is valid on one chain and one marketplace only. */
export function marketplaceDomain(params: { chainId: number; marketplace: `0x${string}` }) {
  return {
    name: 'Guardians Marketplace',
    version: '1',
    chainId: params.chainId,
    verifyingContract: params.marketplace,
  } as const;
}

/** A random uint256 salt, so two otherwise equal listings (or offers) differ. */
export function randomSalt(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`);
}
