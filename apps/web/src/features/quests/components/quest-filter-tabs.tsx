import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { type QuestTab, questTabLabels, questTabs } from '../utils/quest-tabs.ts';

type QuestFilterTabsProps = { tab: QuestTab; onChange: (tab: QuestTab) => void; children: ReactNode };

/** All / Open / Completed as WAI-ARIA tabs: arrow keys, Home and End move between them. */
export function QuestFilterTabs({ tab, onChange, children }: QuestFilterTabsProps) {
  const id = useId();
  const refs = useRef<Partial<Record<QuestTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = questTabs.indexOf(tab);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: QuestTab | undefined;
    if (step) next = questTabs[(index + step + questTabs.length) % questTabs.length];
    else if (event.key === 'Home') next = questTabs[0];
    else if (event.key === 'End') next = questTabs.at(-1);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Quest filter"
        className="flex gap-2 border-b border-card-border"
        onKeyDown={onKeyDown}
      >
        {questTabs.map((name) => {
          const selected = name === tab;
          return (
            <button
              key={name}
              ref={(node) => {
                refs.current[name] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-${name}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(name)}
              className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold transition-colors ${
                selected ? 'border-gold text-gold' : 'border-transparent text-muted hover:text-fg'
              }`}
            >
              {questTabLabels[name]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="pt-6">
        {children}
      </div>
    </div>
  );
}
