/**
 * en-US number formatting without Intl. A page's first use of Intl loads the ICU data: 40–70 ms of
 * main thread on our machines (four times that on a throttled phone), in the middle of the entry
 * script's first task. These give the same text as Intl.NumberFormat('en-US') for the options we
 * use (the tests compare them over many values): the double is read as its shortest decimal, as ICU
 * does, then rounded half away from zero.
 */

/** value = 0.digits × 10^point; digits has no leading or trailing zeros, '' for zero. */
type Decimal = { digits: string; point: number };

const ZERO: Decimal = { digits: '', point: 0 };

function trimmed(digits: string, point: number): Decimal {
  const end = digits.replace(/0+$/, '');
  return end === '' ? ZERO : { digits: end, point };
}

function decimalOf(magnitude: number): Decimal {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const leading = all.length - all.replace(/^0+/, '').length;
  return trimmed(all.slice(leading), whole.length + Number(exponent) - leading);
}

function roundDecimal(value: Decimal, fractionDigits: number): Decimal {
  const keep = value.point + fractionDigits;
  if (keep >= value.digits.length) return value;
  if (keep < 0) return ZERO;
  const kept = value.digits.slice(0, keep);
  if (value.digits.charAt(keep) < '5') return trimmed(kept, value.point);
  let last = kept.length - 1;
  while (last >= 0 && kept.charAt(last) === '9') last--;
  if (last < 0) return { digits: '1', point: value.point + 1 };
  return trimmed(kept.slice(0, last) + String(Number(kept.charAt(last)) + 1), value.point);
}

function grouped(whole: string, minimumGroupingDigits: number): string {
  if (whole.length < 3 + minimumGroupingDigits) return whole;
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

function written(value: Decimal, minimumFractionDigits: number, minimumGroupingDigits = 1): string {
  const { digits, point } = value;
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0))).padEnd(
    minimumFractionDigits,
    '0',
  );
  const text = grouped(whole, minimumGroupingDigits);
  return fraction === '' ? text : `${text}.${fraction}`;
}

function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

function nonFinite(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  return value > 0 ? '∞' : '-∞';
}

export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/** Intl.NumberFormat('en-US', { minimum/maximumFractionDigits }): "1,234.5", default 0 to 3 digits. */
export function formatNumber(value: number, options: FractionDigits = {}): string {
  if (!Number.isFinite(value)) return nonFinite(value);
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? Math.max(minimum, 3));
  return signOf(value) + written(roundDecimal(decimalOf(Math.abs(value)), maximum), minimum);
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;

/** Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits }): "1.2K", "35K", "1.5M". */
export function formatCompactNumber(value: number, maximumFractionDigits = 1): string {
  if (!Number.isFinite(value)) return nonFinite(value);
  const exact = decimalOf(Math.abs(value));
  const top = COMPACT_UNITS.length - 1;
  let unit = Math.min(top, Math.max(0, Math.floor((exact.point - 1) / 3)));
  const scaled = (at: number) =>
    roundDecimal({ digits: exact.digits, point: exact.point - 3 * at }, maximumFractionDigits);
  let rounded = exact.digits === '' ? ZERO : scaled(unit);
  // 999.95K rounds to 1000K: ICU then writes it in the next unit ("1M").
  if (rounded.point > 3 && unit < top) rounded = scaled(++unit);
  // Compact notation groups only from five whole digits on ("1000T", "10,000T").
  return `${signOf(value)}${written(rounded, 0, 2)}${COMPACT_UNITS[unit]}`;
}

/** Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits }): "$1,234.50". */
export function formatUsd(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return `${signOf(value)}$${nonFinite(Math.abs(value))}`;
  const minimum = Math.min(2, maximumFractionDigits);
  return `${signOf(value)}$${written(roundDecimal(decimalOf(Math.abs(value)), maximumFractionDigits), minimum)}`;
}
