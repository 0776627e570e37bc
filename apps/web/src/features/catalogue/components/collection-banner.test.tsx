import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CollectionBanner } from './collection-banner.tsx';

function collectionWith(topOffer: string | null | undefined): CollectionMetadata {
  return {
    name: 'Guardians',
    symbol: 'GRD',
    description: null,
    image: null,
    bannerImage: null,
    slug: 'guardians',
    tokenAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    chainId: 31337,
    chain: { id: 31337, name: 'Anvil', url: null },
    contractDeployer: null,
    indexing: {
      status: 'synced',
      tokensIndexed: 10,
      totalSupply: '10',
      indexedBlock: null,
      headBlock: null,
      error: null,
    },
    isDefault: true,
    stats: {
      total: {
        floor_price: 0.5,
        floor_price_symbol: 'ETH',
        average_price: null,
        market_cap: 5,
        volume: 0,
        num_owners: 3,
        ...(topOffer === undefined ? {} : { top_offer: topOffer }),
      },
      intervals: [],
    },
  };
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the collection banner’s stats', () => {
  afterEach(cleanup);

  it('shows the top offer beside the floor, in WETH', () => {
    render(<CollectionBanner collection={collectionWith('0.3')} owners={3} />);
    expect(stat('Floor Price')).toBe('0.5 ETH');
    expect(stat('Top Offer')).toBe('0.3 WETH');
  });

  it('shows a dash when there is no offer, or the server could not say', () => {
    render(<CollectionBanner collection={collectionWith(null)} owners={3} />);
    expect(stat('Top Offer')).toBe('—');
    cleanup();
    render(<CollectionBanner collection={collectionWith(undefined)} owners={3} />);
    expect(stat('Top Offer')).toBe('—');
  });
});
