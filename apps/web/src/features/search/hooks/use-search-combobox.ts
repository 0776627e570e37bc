import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useSearchSuggestions } from '../api/get-search-suggestions.ts';
import { normalizeSearchQuery } from '../utils/resolve-search-target.ts';
import { closedList, onSuggestionKey, type SuggestionListState } from '../utils/suggestion-keys.ts';
import { type SuggestionOption, toSuggestionOptions } from '../utils/suggestion-options.ts';

type ComboboxOptions = {
  value: string;
  /** Off in single mode: the box searches token ids there, with nothing to suggest. */
  enabled: boolean;
  onPick: (option: SuggestionOption) => void;
};

/**
 * Suggestions as you type (2+ characters, lower-cased: spec 5) and the combobox state around them:
 * which option is active, whether the list is open, and the props the input and listbox need.
 */
export function useSearchCombobox({ value, enabled, onPick }: ComboboxOptions) {
  const listId = useId();
  const [list, setList] = useState<SuggestionListState>(closedList);
  const [focused, setFocused] = useState(false);
  const query = enabled ? normalizeSearchQuery(value) : null;
  const suggestions = useSearchSuggestions(query);
  const failure = suggestions.error;
  useEffect(() => {
    // Suggestions are a help: without them the box still searches on submit.
    if (failure) console.warn('Search suggestions could not load', failure);
  }, [failure]);
  const options = query ? toSuggestionOptions(suggestions.data) : [];
  const expanded = enabled && focused && list.open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const active = expanded && list.active < options.length ? list.active : -1;

  function pick(index: number) {
    const option = options[index];
    setList(closedList);
    if (option) onPick(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!enabled) return;
    const outcome = onSuggestionKey(event.key, { open: expanded, active }, options.length);
    if (!outcome.handled) return;
    // Ours: no caret jump, no form submit, no clearing of the search field by Escape.
    event.preventDefault();
    setList(outcome.state);
    if (outcome.pick !== undefined) pick(outcome.pick);
  }

  const inputProps = enabled
    ? {
        role: 'combobox' as const,
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
        onKeyDown,
        onFocus: () => {
          setFocused(true);
          setList({ open: true, active: -1 });
        },
        onBlur: () => setFocused(false),
      }
    : {};

  return {
    inputProps,
    /** Typing opens the list again, with no option active. */
    onType: () => setList({ open: true, active: -1 }),
    close: () => setList(closedList),
    listProps: {
      id: listId,
      options,
      active,
      open: expanded,
      optionId,
      onPick: pick,
      onHover: (index: number) => setList({ open: true, active: index }),
    },
  };
}
