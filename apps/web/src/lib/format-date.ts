/**
 * Dates in en-US, written by hand in the reader's time zone or in UTC: a page's first use of Intl
 * costs tens of milliseconds of main thread (see format-number.ts). The text is what
 * Intl.DateTimeFormat('en-US') writes for the same fields; the tests compare the two.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

type DateFields = { weekday: string; month: string; day: number; year: number; hour: number; minute: number };

function fieldsOf(date: Date, utc: boolean): DateFields {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return utc
    ? {
        weekday: WEEKDAYS[date.getUTCDay()] ?? '',
        month: MONTHS[date.getUTCMonth()] ?? '',
        day: date.getUTCDate(),
        year: date.getUTCFullYear(),
        hour: date.getUTCHours(),
        minute: date.getUTCMinutes(),
      }
    : {
        weekday: WEEKDAYS[date.getDay()] ?? '',
        month: MONTHS[date.getMonth()] ?? '',
        day: date.getDate(),
        year: date.getFullYear(),
        hour: date.getHours(),
        minute: date.getMinutes(),
      };
}

/** "3 PM", "12 AM". */
function hourText({ hour }: DateFields): string {
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "3:07 PM". */
function timeText(fields: DateFields): string {
  const [hour, period] = hourText(fields).split(' ');
  return `${hour}:${String(fields.minute).padStart(2, '0')} ${period}`;
}

function asDate(date: Date | string | number): Date {
  return date instanceof Date ? date : new Date(date);
}

const specDateOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * Spec 9 date format: 'Sun, Nov 22, 2026, 8:23 PM', in the reader's time zone unless one is given.
 * Only a named zone other than UTC (tests) goes through Intl.
 */
export function formatSpecDate(date: Date | string | number, timeZone?: string): string {
  const value = asDate(date);
  if (timeZone !== undefined && timeZone !== 'UTC') {
    return new Intl.DateTimeFormat('en-US', { ...specDateOptions, timeZone }).format(value);
  }
  const fields = fieldsOf(value, timeZone === 'UTC');
  return `${fields.weekday}, ${fields.month} ${fields.day}, ${fields.year}, ${timeText(fields)}`;
}

/** "Nov 22" in UTC. */
export function formatUtcDay(date: Date | string | number): string {
  const fields = fieldsOf(asDate(date), true);
  return `${fields.month} ${fields.day}`;
}

/** "3 PM" in UTC. */
export function formatUtcHour(date: Date | string | number): string {
  return hourText(fieldsOf(asDate(date), true));
}

/** "Nov 22, 3:00 PM" in UTC. */
export function formatUtcDayAndTime(date: Date | string | number): string {
  const fields = fieldsOf(asDate(date), true);
  return `${fields.month} ${fields.day}, ${timeText(fields)}`;
}

/** "Nov 22, 2026" in the reader's time zone. */
export function formatDay(date: Date | string | number): string {
  const fields = fieldsOf(asDate(date), false);
  return `${fields.month} ${fields.day}, ${fields.year}`;
}
