import type { Sale } from '@guardians/shared/sale';

const STAGE_LABELS: Record<Sale['stageName'], string> = {
  none: 'Sale not open',
  whitelist: 'Whitelist sale',
  presale: 'Presale',
};

/** The stage as the page names it; a stage with a price of 0 is not open either (spec). */
export function stageLabel(sale: Pick<Sale, 'stageName' | 'active'>): string {
  return sale.active ? STAGE_LABELS[sale.stageName] : STAGE_LABELS.none;
}

export type MintAction =
  | { kind: 'connect'; label: string }
  | { kind: 'mint'; label: string }
  | { kind: 'blocked'; label: string };

/** What the main button does for this sale and wallet (connected or not). */
export function mintAction(sale: Sale, connected: boolean): MintAction {
  if (sale.soldOut) return { kind: 'blocked', label: 'Sold out' };
  if (!sale.active) return { kind: 'blocked', label: 'Sale not open' };
  if (!connected) return { kind: 'connect', label: 'Connect a wallet to mint' };
  if (!sale.account?.eligible) return { kind: 'blocked', label: 'Mint' };
  return { kind: 'mint', label: 'Mint' };
}

/** An amount of wei as ETH, exact, without trailing zeros: 20000000000000000n -> '0.02'. */
export function formatEth(wei: bigint): string {
  const negative = wei < 0n;
  const abs = negative ? -wei : wei;
  const whole = abs / 10n ** 18n;
  const fraction = (abs % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The whole price of `quantity` tokens, in wei and as ETH. */
export function totalPrice(priceWei: string, quantity: number): { wei: bigint; eth: string } {
  const wei = BigInt(priceWei) * BigInt(quantity);
  return { wei, eth: formatEth(wei) };
}

/** Keeps a typed or stepped quantity within 1..max (max 0 still shows 1, with the button disabled). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}
