import { describe, expect, it } from 'vitest';
import { closedList, onSuggestionKey } from './suggestion-keys.ts';

const open = (active: number) => ({ open: true, active });

describe('onSuggestionKey', () => {
  it('opens the list on ArrowDown with the first option active', () => {
    expect(onSuggestionKey('ArrowDown', closedList, 3)).toEqual({ state: open(0), handled: true });
  });

  it('opens the list on ArrowUp with the last option active', () => {
    expect(onSuggestionKey('ArrowUp', closedList, 3)).toEqual({ state: open(2), handled: true });
  });

  it('moves down and wraps from the last option to the first', () => {
    expect(onSuggestionKey('ArrowDown', open(0), 3).state).toEqual(open(1));
    expect(onSuggestionKey('ArrowDown', open(2), 3).state).toEqual(open(0));
  });

  it('moves up and wraps from the first option (or none) to the last', () => {
    expect(onSuggestionKey('ArrowUp', open(2), 3).state).toEqual(open(1));
    expect(onSuggestionKey('ArrowUp', open(0), 3).state).toEqual(open(2));
    expect(onSuggestionKey('ArrowUp', open(-1), 3).state).toEqual(open(2));
  });

  it('leaves arrow keys to the input when there is nothing to suggest', () => {
    expect(onSuggestionKey('ArrowDown', closedList, 0)).toEqual({ state: closedList, handled: false });
    expect(onSuggestionKey('ArrowUp', closedList, 0).handled).toBe(false);
  });

  it('picks the active option on Enter and closes the list', () => {
    expect(onSuggestionKey('Enter', open(1), 3)).toEqual({ state: closedList, pick: 1, handled: true });
  });

  it('lets Enter submit the form when no option is active or the list is closed', () => {
    expect(onSuggestionKey('Enter', open(-1), 3)).toEqual({ state: open(-1), handled: false });
    expect(onSuggestionKey('Enter', { open: false, active: 1 }, 3).handled).toBe(false);
  });

  it('does not pick an option that is no longer in the list', () => {
    expect(onSuggestionKey('Enter', open(4), 2).handled).toBe(false);
  });

  it('closes an open list on Escape, and leaves Escape alone when it is closed', () => {
    expect(onSuggestionKey('Escape', open(1), 3)).toEqual({ state: closedList, handled: true });
    expect(onSuggestionKey('Escape', closedList, 3)).toEqual({ state: closedList, handled: false });
  });

  it('ignores other keys', () => {
    expect(onSuggestionKey('a', open(1), 3)).toEqual({ state: open(1), handled: false });
    expect(onSuggestionKey('Tab', open(1), 3).handled).toBe(false);
  });
});
