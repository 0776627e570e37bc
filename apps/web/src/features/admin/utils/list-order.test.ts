import { describe, expect, it } from 'vitest';
import { movedOrder } from './list-order.ts';

describe('moving a row of an ordered list', () => {
  it('swaps it with its neighbour, keeping every other id where it was', () => {
    expect(movedOrder([4, 7, 9, 2], 9, -1)).toEqual([4, 9, 7, 2]);
    expect(movedOrder([4, 7, 9, 2], 4, 1)).toEqual([7, 4, 9, 2]);
  });

  it('does not move the first one up, the last one down, or an id it does not know', () => {
    expect(movedOrder([4, 7], 4, -1)).toBeNull();
    expect(movedOrder([4, 7], 7, 1)).toBeNull();
    expect(movedOrder([4, 7], 5, 1)).toBeNull();
  });
});
