const WEI_PER_ETH = 10n ** 18n;

/** Why typed text is not an amount; each form words it for its own field (a price, an offer). */
export type EtherInputProblem = 'empty' | 'not-a-number' | 'too-precise' | 'not-positive' | 'too-large';

export type EtherInput = { ok: true; wei: bigint } | { ok: false; problem: EtherInputProblem };

/**
 * '0.25' -> wei. Only plain decimals (no sign, no exponent), more than 0, with at most `maxDecimals`
 * digits after the point, and below 2^128 wei (the contract keeps fills and amounts in that range).
 */
export function parseEtherInput(raw: string, maxDecimals = 18): EtherInput {
  const text = raw.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, problem: 'not-a-number' };
  const fraction = match[2] ?? '';
  if (fraction.length > maxDecimals) return { ok: false, problem: 'too-precise' };
  const wei = BigInt(match[1] || '0') * WEI_PER_ETH + BigInt(fraction.padEnd(18, '0') || '0');
  if (wei <= 0n) return { ok: false, problem: 'not-positive' };
  if (wei >= 2n ** 128n) return { ok: false, problem: 'too-large' };
  return { ok: true, wei };
}

/** Wei as decimal ether without trailing zeros: 1500000000000000000n -> '1.5'. */
export function formatWei(wei: bigint): string {
  const whole = wei / WEI_PER_ETH;
  const fraction = (wei % WEI_PER_ETH).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}
