/** Whether the suggestion list is shown, and which option is active (-1: none, typing goes on). */
export type SuggestionListState = { open: boolean; active: number };

export const closedList: SuggestionListState = { open: false, active: -1 };

export type SuggestionKeyOutcome = {
  state: SuggestionListState;
  /** The option Enter picked. */
  pick?: number;
  /** True when the key was ours: the input must not also act on it (move the caret, submit, clear). */
  handled: boolean;
};

/**
 * The combobox keys (WAI-ARIA APG, list autocomplete): ArrowDown/ArrowUp open the list and move the
 * active option, wrapping at either end; Enter picks the active option (with none active, the form
 * submits as before); Escape closes the list. Any other key is left to the input.
 */
export function onSuggestionKey(
  key: string,
  state: SuggestionListState,
  count: number,
): SuggestionKeyOutcome {
  const unhandled = { state, handled: false };
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return unhandled;
      if (!state.open) return { state: { open: true, active: 0 }, handled: true };
      return { state: { open: true, active: (state.active + 1) % count }, handled: true };
    case 'ArrowUp':
      if (count === 0) return unhandled;
      if (!state.open || state.active <= 0)
        return { state: { open: true, active: count - 1 }, handled: true };
      return { state: { open: true, active: state.active - 1 }, handled: true };
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < count) {
        return { state: closedList, pick: state.active, handled: true };
      }
      return unhandled;
    case 'Escape':
      if (state.open) return { state: closedList, handled: true };
      return unhandled;
    default:
      return unhandled;
  }
}
