import { formatSpecDate } from '../../../lib/format-date.ts';

/** A transfer's time: an ISO date, or seconds since the epoch. Null when it is neither. */
export function parseTimestamp(value: string): Date | null {
  const date = /^\d+(\.\d+)?$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** In the reader's time zone; `timeZone` pins one (tests). */
export function formatTransferDate(value: string, timeZone?: string): string {
  const date = parseTimestamp(value);
  if (!date) return value;
  return formatSpecDate(date, timeZone);
}

/** Share of the collection with a trait value, with two decimals (product notes). */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** Spec 8: an item without a valid listing reads 'Not for sale'. */
export const NOT_FOR_SALE = 'Not for sale';

export function formatPrice(price: { price: string | null; symbol: string } | undefined): string {
  if (!price?.price) return NOT_FOR_SALE;
  return `${price.price} ${price.symbol}`;
}
