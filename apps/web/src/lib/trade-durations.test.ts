import { LISTING_MAX_DURATION_SECONDS } from '@guardians/shared/trading';
import { describe, expect, it } from 'vitest';
import { expiryFrom, TRADE_DURATIONS } from './trade-durations.ts';

describe('durations', () => {
  it('ends at the longest listing the server accepts', () => {
    expect(TRADE_DURATIONS.at(-1)?.seconds).toBe(LISTING_MAX_DURATION_SECONDS);
    expect(expiryFrom(1_000_000, 60)).toBe(1060n);
  });
});
