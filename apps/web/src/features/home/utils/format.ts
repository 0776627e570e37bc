const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Spec 9: counts under 1000 plain, larger abbreviated (1.2K); '—' when unknown. */
export function formatCount(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return '—';
  return Math.abs(number) < 1000 ? String(Math.round(number)) : compact.format(number);
}

/** A price with its symbol ("0.25 ETH"); '—' without one. */
export function formatPrice(value: number | null | undefined, symbol: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value >= 10_000 ? compact.format(value) : amount.format(value)} ${symbol}`;
}

/** "$3,000". */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** "about 2 weeks" for a multiple of 7 days, else "about 10 days". */
export function formatDuration(days: number): string {
  if (days % 7 === 0) {
    const weeks = days / 7;
    return `about ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
  }
  return `about ${days} ${days === 1 ? 'day' : 'days'}`;
}
