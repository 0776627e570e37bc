import { isAddress } from '@guardians/shared/common';
import type { PlatformMode } from '@guardians/shared/site-config';

export const walletTabs = ['owned', 'liked'] as const;
export type WalletTab = (typeof walletTabs)[number];

/** Spec 2: `tab` is owned or liked; missing or unlisted falls back to owned. */
export function parseWalletTab(value: string | null): WalletTab {
  return value === 'liked' ? 'liked' : 'owned';
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
