/** Spec 9 date format: en-US with short weekday, year, month, day, hour and minute. */
const specDateOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const specDateFormat = new Intl.DateTimeFormat('en-US', specDateOptions);

/** 'Sun, Nov 22, 2026, 8:23 PM', in the reader's time zone unless one is given. */
export function formatSpecDate(date: Date | string | number, timeZone?: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return timeZone
    ? new Intl.DateTimeFormat('en-US', { ...specDateOptions, timeZone }).format(value)
    : specDateFormat.format(value);
}
