import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemCardPrice } from './item-card-price.tsx';

afterEach(cleanup);

describe('ItemCardPrice', () => {
  it('leads with a listed price, else the last sale, else the fallback', () => {
    render(
      <ItemCardPrice price={{ price: '0.25', symbol: 'ETH', lastSale: '0.2' }} fallback="Not for sale" />,
    );
    expect(screen.getByText('0.25 ETH').className).toContain('font-bold');
    expect(screen.queryByText(/Last sale/)).toBeNull();
    cleanup();

    render(<ItemCardPrice price={{ price: null, symbol: 'ETH', lastSale: '0.2' }} fallback="Not for sale" />);
    expect(screen.getByText(/Last sale/).textContent).toBe('Last sale 0.2 ETH');
    cleanup();

    render(<ItemCardPrice price={{ price: null, symbol: 'ETH', lastSale: null }} fallback="Not for sale" />);
    expect(screen.getByText('Not for sale')).toBeTruthy();
  });
});
