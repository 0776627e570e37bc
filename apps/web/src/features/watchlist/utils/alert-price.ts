import { type EtherInputProblem, formatWei, parseEtherInput } from '../../../lib/ether-amount.ts';

export type AlertPriceInput = { ok: true; wei: string } | { ok: false; message: string };

const ALERT_PROBLEMS: Record<EtherInputProblem, string> = {
  empty: 'Enter a price in ETH.',
  'not-a-number': 'Enter the price as a number, e.g. 0.5.',
  'too-precise': 'ETH has at most 18 decimals.',
  'not-positive': 'The alert price must be more than 0 ETH.',
  'too-large': 'That price is too large.',
};

/** '0.25' (ETH, as people type it) -> the wei the API takes, or the sentence for under the field. */
export function parseAlertPrice(raw: string): AlertPriceInput {
  const parsed = parseEtherInput(raw);
  return parsed.ok
    ? { ok: true, wei: parsed.wei.toString() }
    : { ok: false, message: ALERT_PROBLEMS[parsed.problem] };
}

/** A stored alert in wei, as the field shows it ('0.5'); '' for none. */
export function alertFieldValue(alertPriceWei: string | null): string {
  return alertPriceWei === null ? '' : formatWei(BigInt(alertPriceWei));
}
