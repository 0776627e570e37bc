import { OFFER_MAX_QUANTITY } from '@guardians/shared/offers';
import { type EtherInputProblem, formatWei, parseEtherInput } from '../../../lib/ether-amount.ts';

/**
 * Offers take at most 6 decimals (a millionth of an ether, well under a cent): finer amounts only make
 * offers harder to compare, and a pasted wei figure is caught instead of being offered as ether.
 */
const OFFER_MAX_DECIMALS = 6;

const OFFER_PROBLEMS: Record<EtherInputProblem, string> = {
  empty: 'Enter an amount in ETH.',
  'not-a-number': 'Enter the amount as a number, e.g. 0.5.',
  'too-precise': `Use at most ${OFFER_MAX_DECIMALS} decimals.`,
  'not-positive': 'The offer must be more than 0 ETH.',
  'too-large': 'That amount is too large.',
};

export type OfferAmountInput = { ok: true; wei: bigint } | { ok: false; message: string };

/**
 * '0.25' -> wei, or the sentence to show under the field. With the offerer's balances known, an
 * amount whose total (`quantity` items at it) is above their ETH and WETH together is refused here
 * rather than by the wallet two steps later.
 */
export function parseOfferAmount(
  raw: string,
  funds?: { eth: bigint; weth: bigint } | null,
  quantity = 1,
): OfferAmountInput {
  const parsed = parseEtherInput(raw, OFFER_MAX_DECIMALS);
  if (!parsed.ok) return { ok: false, message: OFFER_PROBLEMS[parsed.problem] };
  if (funds && parsed.wei * BigInt(quantity) > funds.eth + funds.weth) {
    const held = `You have ${formatWei(funds.eth)} ETH and ${formatWei(funds.weth)} WETH`;
    return {
      ok: false,
      message:
        quantity === 1
          ? `${held}: not enough for this offer.`
          : `${held}: not enough for ${quantity} items at this price.`,
    };
  }
  return parsed;
}

export type OfferQuantityInput = { ok: true; quantity: number } | { ok: false; message: string };

const QUANTITY_RANGE = `Enter a whole number of items from 1 to ${OFFER_MAX_QUANTITY}.`;

/** '3' -> 3 items: a whole number from 1 to OFFER_MAX_QUANTITY, as the server accepts. */
export function parseOfferQuantity(raw: string): OfferQuantityInput {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return { ok: false, message: QUANTITY_RANGE };
  const quantity = Number(text);
  if (quantity < 1 || quantity > OFFER_MAX_QUANTITY) return { ok: false, message: QUANTITY_RANGE };
  return { ok: true, quantity };
}
