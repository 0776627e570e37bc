import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useCurrentInView } from '../../lib/use-current-in-view.ts';

type TabsProps<T extends string> = {
  tabs: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (tab: T) => void;
  /** The tablist's accessible name. */
  label: string;
  /** Underlined tabs over a page section, or a pill switch (the access modal). */
  variant?: 'underline' | 'pill';
  tabListClassName?: string;
  panelClassName?: string;
  /** True when the panel has no focusable control of its own (it then takes focus itself). */
  focusablePanel?: boolean;
  children: ReactNode;
};

const styles = {
  underline: {
    list: 'flex gap-2 border-b border-card-border',
    tab: '-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold transition-colors',
    selected: 'border-gold text-gold',
    idle: 'border-transparent text-muted hover:text-fg',
  },
  pill: {
    list: 'grid auto-cols-fr grid-flow-col gap-1 rounded-full border border-card-border bg-night/50 p-1',
    tab: 'min-h-11 rounded-full px-1 text-sm font-semibold transition-colors sm:px-3',
    selected: 'bg-gold text-night',
    idle: 'text-muted hover:bg-white/10 hover:text-fg',
  },
} as const;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs, Home and End jump to the
 * ends, and only the selected tab is in the Tab order. The selection itself is the caller's (usually
 * the URL).
 */
export function Tabs<T extends string>({
  tabs,
  labels,
  value,
  onChange,
  label,
  variant = 'underline',
  tabListClassName = '',
  panelClassName = '',
  focusablePanel = false,
  children,
}: TabsProps<T>) {
  const id = useId();
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const style = styles[variant];
  const tabId = (name: T) => `${id}-tab-${tabs.indexOf(name)}`;
  const list = useRef<HTMLDivElement>(null);
  useCurrentInView(list, '[aria-selected="true"]', value);

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(value);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: T | undefined;
    if (step) next = tabs[(index + step + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs.at(-1);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className={`${style.list} ${tabListClassName}`}
        onKeyDown={onKeyDown}
      >
        {tabs.map((name) => {
          const selected = name === value;
          return (
            <button
              key={name}
              ref={(node) => {
                refs.current[name] = node;
              }}
              type="button"
              role="tab"
              id={tabId(name)}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(name)}
              className={`${style.tab} ${selected ? style.selected : style.idle}`}
            >
              {labels[name]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(value)}
        tabIndex={focusablePanel ? -1 : undefined}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
