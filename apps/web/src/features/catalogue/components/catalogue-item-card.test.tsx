import type { Asset, Price } from '@guardians/shared/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueItemCard } from './catalogue-item-card.tsx';

afterEach(cleanup);

const asset: Asset = {
  tokenId: '7',
  tokenAddress: '0x00000000000000000000000000000000000000a1',
  name: 'Guardian #7',
  image: null,
  thumbnail: null,
  media: { uri: null, kind: null },
  owner: null,
};

function renderCard(price: Price) {
  const router = createMemoryRouter([
    { path: '/', element: <CatalogueItemCard asset={asset} price={price} href="/item/7" /> },
  ]);
  render(<RouterProvider router={router} />);
}

const base = { tokenId: '7', tokenAddress: asset.tokenAddress, symbol: 'ETH', lastSale: null };

describe('CatalogueItemCard', () => {
  it('shows the best offer in WETH under the price line', () => {
    renderCard({ ...base, price: '0.25', bestOffer: '0.2' });
    expect(screen.getByText('0.25 ETH')).toBeTruthy();
    const offer = screen.getByText(/Best offer/);
    expect(offer.textContent).toBe('Best offer 0.2 WETH');
    expect(offer.className).toContain('text-muted');
  });

  it('shows the best offer of an item not for sale too', () => {
    renderCard({ ...base, price: null, bestOffer: '0.05' });
    expect(screen.getByText('Not for sale')).toBeTruthy();
    expect(screen.getByText(/Best offer/).textContent).toBe('Best offer 0.05 WETH');
  });

  it('says nothing of offers when there is none or it is unknown', () => {
    renderCard({ ...base, price: '0.25', bestOffer: null });
    expect(screen.queryByText(/Best offer/)).toBeNull();
    cleanup();
    renderCard({ ...base, price: '0.25' });
    expect(screen.queryByText(/Best offer/)).toBeNull();
  });
});
