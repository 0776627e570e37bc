import { editorialMessages } from '@guardians/shared';
import { describe, expect, it } from 'vitest';
import { openEntryWithNeighbours } from '../../../src/services/editorial/neighbours.ts';

const entry = (id: string, isOpened = true) => ({ id, data: { title: id.toUpperCase(), isOpened } });
const entries = [entry('a'), entry('b', false), entry('c'), entry('d', false), entry('e', false)];

describe('openEntryWithNeighbours', () => {
  it('skips locked entries when linking previous and next', () => {
    expect(openEntryWithNeighbours(entries, 'a')).toMatchObject({
      previous: null,
      next: { id: 'c', title: 'C' },
    });
    expect(openEntryWithNeighbours(entries, 'c')).toMatchObject({
      previous: { id: 'a', title: 'A' },
      next: null,
    });
  });

  it('refuses a locked entry and an unknown one', () => {
    expect(() => openEntryWithNeighbours(entries, 'b')).toThrow(editorialMessages.locked);
    expect(() => openEntryWithNeighbours(entries, 'z')).toThrow(editorialMessages.notFound);
  });
});
