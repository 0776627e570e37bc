import type { SuggestionOption } from '../utils/suggestion-options.ts';
import { SuggestionRow } from './suggestion-row.tsx';

type SuggestionListProps = {
  id: string;
  options: SuggestionOption[];
  active: number;
  open: boolean;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
};

const groups = [
  { group: 'collections', label: 'Collections' },
  { group: 'items', label: 'Items' },
  { group: 'users', label: 'Users' },
] as const;

/**
 * The listbox under the search combobox. Focus stays in the input (aria-activedescendant names the
 * active option); a pointer picks with a click, and mousedown is held so the input keeps focus.
 */
export function SuggestionList({
  id,
  options,
  active,
  open,
  optionId,
  onPick,
  onHover,
}: SuggestionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={!open}
      onMouseDown={(event) => event.preventDefault()}
      className="absolute top-full right-0 left-0 z-40 mt-2 max-h-[70svh] min-w-72 overflow-y-auto rounded-2xl border border-card-border bg-card p-2 shadow-2xl shadow-black/60 max-sm:fixed max-sm:inset-x-3 max-sm:top-[calc(var(--nav-height)-0.25rem)] max-sm:min-w-0"
    >
      {groups.map(({ group, label }) => {
        const members = options
          .map((option, index) => ({ option, index }))
          .filter((o) => o.option.group === group);
        if (members.length === 0) return null;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form fieldset
          <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="py-1">
            <div
              id={`${id}-${group}`}
              role="presentation"
              className="px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wider text-gold uppercase"
            >
              {label}
            </div>
            {members.map(({ option, index }) => (
              <SuggestionRow
                key={option.key}
                id={optionId(index)}
                option={option}
                active={index === active}
                onPick={() => onPick(index)}
                onHover={() => onHover(index)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
