import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartItem,
  cartKey,
  clearCart,
  getCart,
  removeFromCart,
  replaceCart,
  SWEEP_MAX_ITEMS,
} from './cart-store.ts';

const item = (tokenId: string, price = '0.1'): CartItem => ({
  tokenAddress: '0xAbC0000000000000000000000000000000000001',
  tokenId,
  name: `#${tokenId}`,
  image: null,
  price,
});

describe('the sweep cart', () => {
  beforeEach(() => clearCart());

  it('adds an item once, refreshing its price when added again', () => {
    addToCart(item('1', '0.1'));
    addToCart(item('1', '0.2'));
    expect(getCart()).toEqual([item('1', '0.2')]);
  });

  it('refuses an item past the limit and keeps what it has', () => {
    for (let i = 0; i < SWEEP_MAX_ITEMS; i++) expect(addToCart(item(String(i)))).toBe(true);
    expect(addToCart(item('extra'))).toBe(false);
    expect(getCart()).toHaveLength(SWEEP_MAX_ITEMS);
  });

  it('removes by key, whatever the address case', () => {
    addToCart(item('1'));
    addToCart(item('2'));
    removeFromCart([cartKey({ tokenAddress: item('1').tokenAddress.toLowerCase(), tokenId: '1' })]);
    expect(getCart().map((i) => i.tokenId)).toEqual(['2']);
  });

  it('is replaced whole by a sweep of the cheapest, and survives a reload of the tab', () => {
    addToCart(item('9'));
    replaceCart([item('1'), item('2')]);
    expect(getCart().map((i) => i.tokenId)).toEqual(['1', '2']);
    expect(JSON.parse(sessionStorage.getItem('guardians-sweep-cart') ?? '[]')).toHaveLength(2);
  });
});
