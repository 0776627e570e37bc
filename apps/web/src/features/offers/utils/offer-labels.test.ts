import { describe, expect, it } from 'vitest';
import { formatEndsIn, offerFillsLeft, offerKindLabel } from './offer-labels.ts';

const now = Date.UTC(2026, 10, 1);
const inSeconds = (seconds: number) => Math.floor(now / 1000) + seconds;

describe('offer labels', () => {
  it('say how long an offer has left', () => {
    expect(formatEndsIn(inSeconds(3 * 86400), now)).toBe('ends in 3 days');
    expect(formatEndsIn(inSeconds(7 * 86400 - 30), now)).toBe('ends in 7 days');
    expect(formatEndsIn(inSeconds(86400), now)).toBe('ends in 1 day');
    expect(formatEndsIn(inSeconds(5 * 3600), now)).toBe('ends in 5 hours');
    expect(formatEndsIn(inSeconds(3600), now)).toBe('ends in 1 hour');
    expect(formatEndsIn(inSeconds(12 * 60), now)).toBe('ends in 12 minutes');
    expect(formatEndsIn(inSeconds(20), now)).toBe('ends in under a minute');
    expect(formatEndsIn(inSeconds(0), now)).toBe('ended');
  });

  it('name what an offer covers', () => {
    expect(offerKindLabel({ kind: 'item', trait: null })).toEqual({ kind: 'Item', detail: null });
    expect(offerKindLabel({ kind: 'collection', trait: null })).toEqual({ kind: 'Collection', detail: null });
    expect(
      offerKindLabel({ kind: 'trait', trait: { type: 'Background', value: 'Jade', tokenCount: 40 } }),
    ).toEqual({ kind: 'Trait', detail: 'Background: Jade' });
  });

  it('count the items a several-item offer still takes', () => {
    expect(offerFillsLeft({ quantity: 1, fills: 0 })).toBeNull();
    expect(offerFillsLeft({ quantity: 5, fills: 3 })).toBe('2 of 5 left');
  });
});
