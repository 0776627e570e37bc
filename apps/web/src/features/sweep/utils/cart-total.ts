import { formatWei, parseEtherInput } from '../../../lib/ether-amount.ts';
import type { CartItem } from './cart-store.ts';

/** The cart's total at the prices it was filled at, in decimal ether ("0.45"). */
export function cartTotal(items: readonly CartItem[]): string {
  let wei = 0n;
  for (const item of items) {
    const parsed = parseEtherInput(item.price);
    if (parsed.ok) wei += parsed.wei;
  }
  return formatWei(wei);
}
