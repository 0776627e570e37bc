import { describe, expect, it } from 'vitest';
import { sweepOutcomeMessage } from './sweep-outcome.ts';

describe('sweepOutcomeMessage', () => {
  it('says how many were bought when all were', () => {
    expect(sweepOutcomeMessage(1, 1)).toBe('Bought 1 item.');
    expect(sweepOutcomeMessage(3, 3)).toBe('Bought 3 items.');
  });

  it('says what was skipped and that it cost nothing', () => {
    expect(sweepOutcomeMessage(2, 3)).toBe(
      'Bought 2 of 3 items. 1 was no longer for sale: you were not charged for it.',
    );
    expect(sweepOutcomeMessage(1, 3)).toBe(
      'Bought 1 of 3 items. 2 were no longer for sale: you were not charged for them.',
    );
  });
});
