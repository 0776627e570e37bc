import type { CollectionMetadata, Indexing } from '@guardians/shared/catalogue';

/** Factories for the Collections page's tests (imported by tests only). */
export const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
export const CONTRACT_OWNER = '0x00000000000000000000000000000000000000c0';

export function createIndexing(overrides: Partial<Indexing> = {}): Indexing {
  return {
    status: 'synced',
    tokensIndexed: 120,
    totalSupply: '120',
    indexedBlock: '90',
    headBlock: '90',
    error: null,
    ...overrides,
  };
}

export function createCollection(overrides: Partial<CollectionMetadata> = {}): CollectionMetadata {
  return {
    name: 'Guardians',
    symbol: 'GRD',
    description: 'Five Guardians and an empress.',
    image: null,
    bannerImage: null,
    slug: 'guardians',
    tokenAddress: TOKEN,
    chainId: 31337,
    chain: { id: 31337, name: 'Anvil', url: null },
    contractDeployer: null,
    totalSupply: '120',
    presale: { presaleURL: null },
    indexing: createIndexing(),
    isDefault: true,
    ...overrides,
  };
}
