import { type EtherInputProblem, parseEtherInput } from '../../../lib/ether-amount.ts';

export type PriceInput = { ok: true; wei: bigint } | { ok: false; message: string };

const PRICE_PROBLEMS: Record<EtherInputProblem, string> = {
  empty: 'Enter a price in ETH.',
  'not-a-number': 'Enter the price as a number, e.g. 0.5.',
  'too-precise': 'ETH has at most 18 decimals.',
  'not-positive': 'The price must be more than 0 ETH.',
  'too-large': 'That price is too large.',
};

/** '0.25' -> wei, or the sentence to show under the field. */
export function parsePriceInput(raw: string): PriceInput {
  const parsed = parseEtherInput(raw);
  return parsed.ok ? parsed : { ok: false, message: PRICE_PROBLEMS[parsed.problem] };
}
