import type { Sale } from '@guardians/shared/sale';
import { formatEther, parseEther } from 'viem';

type SaleStageName = Sale['stageName'];

/** GuardianCollection.SaleStage: stage 2 ("presale") is the open sale, with no list to be on. */
export const saleStageChoices: readonly { value: SaleStageName; label: string; hint: string }[] = [
  { value: 'none', label: 'Closed', hint: 'Nobody can mint.' },
  {
    value: 'whitelist',
    label: 'Whitelist only',
    hint: 'Only wallets on the list (the root on chain) can mint.',
  },
  { value: 'presale', label: 'Public', hint: 'Any wallet can mint (the contract calls this stage Presale).' },
];

export const stageLabel = (stage: SaleStageName) =>
  saleStageChoices.find((choice) => choice.value === stage)?.label ?? stage;

/** The contract keeps the price in a uint96. */
const PRICE_MAX_WEI = 2n ** 96n - 1n;

/** An amount of wei as ETH without trailing zeros: 50000000000000000n -> '0.05'. */
export const formatEth = (wei: bigint) => formatEther(wei);

/** The typed price in wei, or why it is not one. */
export function parsePrice(text: string): { wei: bigint; error: null } | { wei: null; error: string } {
  const value = text.trim();
  if (value === '') return { wei: null, error: 'Type a price in ETH, 0 or more' };
  if (!/^\d+(\.\d{1,18})?$/.test(value) && !/^\.\d{1,18}$/.test(value))
    return { wei: null, error: 'Type the price as a number of ETH, like 0.05 (at most 18 decimals)' };
  const wei = parseEther(value.startsWith('.') ? `0${value}` : value);
  if (wei > PRICE_MAX_WEI) return { wei: null, error: 'That price is more than the contract can hold' };
  return { wei, error: null };
}
