import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Typing settles before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's text, handed to `onSettled` (the URL's `q`) once typing pauses. When the URL's
 * `q` changes by other means (Back, a link to a filtered view) the box shows it instead.
 */
export function useSearchBox(q: string, onSettled: (value: string) => void) {
  const [text, setText] = useState(q);
  const [known, setKnown] = useState(q);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  if (q !== known) {
    setKnown(q);
    // Our own search coming back keeps what was typed since; any other change replaces it.
    if (q !== settled) setText(q);
  }
  const latest = useRef({ q, onSettled });
  latest.current = { q, onSettled };
  // Only a settled change of the text searches: a change of the URL alone must not send it back.
  useEffect(() => {
    if (settled !== latest.current.q) latest.current.onSettled(settled);
  }, [settled]);
  return [text, setText] as const;
}
