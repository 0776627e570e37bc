import type { Asset, Price } from '@guardians/shared/catalogue';
import { CartToggle } from '../../../features/sweep/components/cart-toggle.tsx';
import { SweepControls } from '../../../features/sweep/components/sweep-controls.tsx';
import { getEnv } from '../../../lib/env.ts';

/**
 * The sweep feature in the collection page's slots: its controls and cart above the grid, the cart
 * button on each listed card. Nothing where the chain has no marketplace to buy from.
 */
export function collectionSweepSlots(collectionRef: string, chainId: number) {
  if (!getEnv().marketplaceAddress) return { controls: null, cardAction: undefined };
  return {
    controls: <SweepControls collectionRef={collectionRef} chainId={chainId} />,
    cardAction: (asset: Asset, price: Price | undefined) => <CartToggle asset={asset} price={price} />,
  };
}
