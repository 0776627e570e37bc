import { isAddress } from '@guardians/shared/common';
import type { PlatformMode } from '@guardians/shared/site-config';

const walletTabs = ['owned', 'liked', 'offers'] as const;
export type WalletTab = (typeof walletTabs)[number];

/** The tabs a wallet page shows: Offers only on one's own page, where the page composes them. */
export function visibleWalletTabs(withOffers: boolean): readonly WalletTab[] {
  return withOffers ? walletTabs : ['owned', 'liked'];
}

/** Spec 2: `tab` is owned or liked (or offers where shown); missing or unlisted falls back to owned. */
export function parseWalletTab(
  value: string | null,
  shown: readonly WalletTab[] = visibleWalletTabs(false),
): WalletTab {
  return shown.find((tab) => tab === value) ?? 'owned';
}

/**
 * Which collection the wallet page shows. Single mode: the default collection. Multi mode: the
 * `address` query parameter, else the first collection the wallet holds, else the default.
 */
export function pickWalletCollection(input: {
  mode: PlatformMode;
  defaultAddress: string | null;
  addressParam: string | null;
  walletContracts: readonly { tokenAddress: string }[] | undefined;
}): string | null {
  const fallback = input.defaultAddress?.toLowerCase() ?? null;
  if (input.mode === 'single') return fallback;
  if (input.addressParam && isAddress(input.addressParam)) return input.addressParam.toLowerCase();
  return input.walletContracts?.[0]?.tokenAddress.toLowerCase() ?? fallback;
}
