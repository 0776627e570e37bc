/**
 * The widest numbers a request may carry into PostgreSQL: ids, chain ids, positions and counts are
 * `integer` columns, and page offsets take part in `integer` arithmetic (offset + rank). Past these
 * bounds the database refuses the query, so schemas refuse the request first (400, not 500).
 */
export const PG_INTEGER_MAX = 2_147_483_647;
/** Far past the end of any list this site shows, with headroom below PG_INTEGER_MAX for ranks. */
export const MAX_PAGE_OFFSET = 1_000_000_000;
/**
 * The last Unix second of year 9999: a later Date is written as '+010000-…', which PostgreSQL does
 * not parse as a timestamp (and past 8.64e12 s a JS Date is invalid altogether).
 */
export const MAX_DATE_SECONDS = 253_402_300_799;
/**
 * Year 0 and earlier have no ISO form PostgreSQL accepts, and a timestamp before year 100 comes back
 * wrong (JS reads PostgreSQL's '0001-01-01 00:00:00+00' as 2001, '0030-…' as an invalid Date).
 */
const MIN_DATE_MS = Date.parse('1000-01-01T00:00:00Z');
/** For dates a request carries into a timestamp column: `.refine(isStorableDate, DATE_RANGE_MESSAGE)`. */
export function isStorableDate(value: Date | string): boolean {
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return ms >= MIN_DATE_MS && ms <= MAX_DATE_SECONDS * 1000 + 999;
}
export const DATE_RANGE_MESSAGE = 'must be a date between the years 1000 and 9999';
/**
 * PostgreSQL text and jsonb cannot hold U+0000: a query carrying one fails in the database (a 500).
 * Free-text request fields refuse it with `.refine(withoutNul, NUL_MESSAGE)` instead (400).
 */
export const withoutNul = (value: string): boolean => !value.includes('\u0000');
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
/** withoutNul for a whole JSON value (keys included), as kept in a jsonb column. */
export function jsonWithoutNul(value: unknown): boolean {
  if (typeof value === 'string') return withoutNul(value);
  if (Array.isArray(value)) return value.every(jsonWithoutNul);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => withoutNul(key) && jsonWithoutNul(item));
  return true;
}
