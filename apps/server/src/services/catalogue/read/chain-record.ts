import type { ChainRecord } from '@guardians/shared';

/** Chains the site knows by name, with their block explorer (none for the local dev chain). */
const knownChains: Record<number, { name: string; url: string | null }> = {
  1: { name: 'Ethereum', url: 'https://etherscan.io' },
  11155111: { name: 'Sepolia', url: 'https://sepolia.etherscan.io' },
  31337: { name: 'Local (anvil)', url: null },
};

export interface ChainRecordOverride {
  /** A configured block explorer (BLOCK_EXPLORER_URL) wins over the known one. */
  explorerUrl?: string | null;
  /** Used only for a chain the table above does not know. */
  name?: string;
}

/** The chain record of spec section 3: id, name and block-explorer base URL. */
export function chainRecord(chainId: number, override: ChainRecordOverride = {}): ChainRecord {
  const known = knownChains[chainId];
  const url = override.explorerUrl || known?.url || null;
  return {
    id: chainId,
    name: known?.name ?? override.name ?? `Chain ${chainId}`,
    url: url ? url.replace(/\/+$/, '') : null,
  };
}
