import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { type AccessTab, accessTabLabels, accessTabs } from '../utils/access-modal-params.ts';

type AccessTabsProps = {
  /** Prefix for the tab and panel ids (one modal, one set). */
  idBase: string;
  tab: AccessTab;
  onChange: (tab: AccessTab) => void;
  children: ReactNode;
};

/**
 * The modal's About / Leaderboard / Sign Up tabs (WAI-ARIA tabs, automatic activation): arrow keys
 * move between them, Home and End jump to the ends, only the selected tab is in the Tab order.
 */
export function AccessTabs({ idBase, tab, onChange, children }: AccessTabsProps) {
  const refs = useRef<Partial<Record<AccessTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = accessTabs.indexOf(tab);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: AccessTab | undefined;
    if (step) next = accessTabs[(index + step + accessTabs.length) % accessTabs.length];
    else if (event.key === 'Home') next = accessTabs[0];
    else if (event.key === 'End') next = accessTabs.at(-1);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label="Quests"
        className="mb-5 grid grid-cols-3 gap-1 rounded-full border border-card-border bg-night/50 p-1"
        onKeyDown={onKeyDown}
      >
        {accessTabs.map((name) => {
          const selected = name === tab;
          return (
            <button
              key={name}
              ref={(node) => {
                refs.current[name] = node;
              }}
              type="button"
              role="tab"
              id={`${idBase}-tab-${name.replace(' ', '-')}`}
              aria-selected={selected}
              aria-controls={`${idBase}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(name)}
              className={`min-h-11 rounded-full px-1 text-sm font-semibold sm:px-3 transition-colors ${
                selected ? 'bg-gold text-night' : 'text-muted hover:bg-white/10 hover:text-fg'
              }`}
            >
              {accessTabLabels[name]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={`${idBase}-tab-${tab.replace(' ', '-')}`}
        // Every panel has a control of its own (a link or a button), so the panel is not a tab stop.
      >
        {children}
      </div>
    </>
  );
}
