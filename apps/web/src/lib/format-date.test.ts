import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDay,
  formatSpecDate,
  formatUtcDay,
  formatUtcDayAndTime,
  formatUtcHour,
} from './format-date.ts';

// A zone with daylight saving, so the local fields are not UTC's in disguise; Node rereads TZ when it changes.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** Every hour of a leap year and then some, at odd minutes, in the test's zone and in UTC. */
const instants = Array.from(
  { length: 9000 },
  (_, i) => Date.UTC(2024, 0, 1) + i * 3_600_000 + (i % 60) * 61_000,
);

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
const spec: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

describe('formatSpecDate', () => {
  it('writes what Intl writes in the reader’s zone and in UTC', () => {
    const local = intl(spec);
    const utc = intl({ ...spec, timeZone: 'UTC' });
    for (const instant of instants) {
      expect(formatSpecDate(instant)).toBe(local.format(instant));
      expect(formatSpecDate(new Date(instant).toISOString(), 'UTC')).toBe(utc.format(instant));
    }
  });

  it('writes the local fields in the reader’s zone, daylight saving included', () => {
    expect(formatSpecDate(Date.UTC(2024, 6, 1, 12))).toBe('Mon, Jul 1, 2024, 8:00 AM');
    expect(formatSpecDate(Date.UTC(2024, 11, 1, 12))).toBe('Sun, Dec 1, 2024, 7:00 AM');
  });

  it('writes the spec’s example and the hours around noon and midnight', () => {
    expect(formatSpecDate('2026-11-22T20:23:00Z', 'UTC')).toBe('Sun, Nov 22, 2026, 8:23 PM');
    expect(formatSpecDate('2026-01-04T00:05:00Z', 'UTC')).toBe('Sun, Jan 4, 2026, 12:05 AM');
    expect(formatSpecDate('2026-01-04T12:00:00Z', 'UTC')).toBe('Sun, Jan 4, 2026, 12:00 PM');
  });

  it('uses Intl for another named zone', () => {
    expect(formatSpecDate('2026-11-22T20:23:00Z', 'Asia/Tokyo')).toBe('Mon, Nov 23, 2026, 5:23 AM');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatSpecDate('soon')).toThrow(RangeError);
  });
});

describe('short dates', () => {
  it('write what Intl writes', () => {
    const day = intl({ month: 'short', day: 'numeric', timeZone: 'UTC' });
    const hour = intl({ hour: 'numeric', timeZone: 'UTC' });
    const dayAndTime = intl({
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const localDay = intl({ year: 'numeric', month: 'short', day: 'numeric' });
    for (const instant of instants) {
      expect(formatUtcDay(instant)).toBe(day.format(instant));
      expect(formatUtcHour(instant)).toBe(hour.format(instant));
      expect(formatUtcDayAndTime(instant)).toBe(dayAndTime.format(instant));
      expect(formatDay(instant)).toBe(localDay.format(instant));
    }
  });
});
