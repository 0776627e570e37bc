import { useSyncExternalStore } from 'react';

/** The most listings one sweep buys: about 100k gas each keeps a full cart well inside a block. */
export const SWEEP_MAX_ITEMS = 20;

/** A listed item someone put in the cart, with the price it was shown at (decimal ether). */
export type CartItem = {
  tokenAddress: string;
  tokenId: string;
  name: string;
  image: string | null;
  price: string;
};

const STORAGE_KEY = 'guardians-sweep-cart';

export function cartKey(item: { tokenAddress: string; tokenId: string }): string {
  return `${item.tokenAddress.toLowerCase()}:${item.tokenId}`;
}

let items: readonly CartItem[] = load();
const listeners = new Set<() => void>();

/** The cart outlives a reload of the tab (as a shop's does), not the tab: sessionStorage. */
function load(): CartItem[] {
  try {
    const saved = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    const parsed: unknown = saved ? JSON.parse(saved) : [];
    return Array.isArray(parsed) ? (parsed as CartItem[]).slice(0, SWEEP_MAX_ITEMS) : [];
  } catch {
    return [];
  }
}

function commit(next: readonly CartItem[]): void {
  items = next;
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private modes without storage still keep the cart for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCart(): readonly CartItem[] {
  return items;
}

/** Adds an item (false when the cart is full), or refreshes its shown price when already in. */
export function addToCart(item: CartItem): boolean {
  const key = cartKey(item);
  if (items.some((i) => cartKey(i) === key)) {
    commit(items.map((i) => (cartKey(i) === key ? item : i)));
    return true;
  }
  if (items.length >= SWEEP_MAX_ITEMS) return false;
  commit([...items, item]);
  return true;
}

export function removeFromCart(keys: Iterable<string>): void {
  const gone = new Set(keys);
  if (gone.size === 0) return;
  commit(items.filter((i) => !gone.has(cartKey(i))));
}

/** The cart becomes exactly these items ("sweep N cheapest" replaces what was there). */
export function replaceCart(next: CartItem[]): void {
  commit(next.slice(0, SWEEP_MAX_ITEMS));
}

export function clearCart(): void {
  commit([]);
}

export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, getCart, getCart);
}
