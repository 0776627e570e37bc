import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { type WalletTab, walletTabs } from '../utils/wallet-tabs.ts';

const labels: Record<WalletTab, string> = { owned: 'Owned', liked: 'Liked' };

type WalletTabsProps = { tab: WalletTab; onChange: (tab: WalletTab) => void; children: ReactNode };

/** Spec 2 wallet tabs: a tablist (arrow keys move between tabs) over the selected tab's panel. */
export function WalletTabs({ tab, onChange, children }: WalletTabsProps) {
  const id = useId();
  const refs = useRef<Partial<Record<WalletTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = walletTabs.indexOf(tab);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: WalletTab | undefined;
    if (step) next = walletTabs[(index + step + walletTabs.length) % walletTabs.length];
    else if (event.key === 'Home') next = walletTabs[0];
    else if (event.key === 'End') next = walletTabs.at(-1);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <section aria-label="Wallet items" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div
        role="tablist"
        aria-label="Wallet items"
        className="flex gap-2 border-b border-card-border"
        onKeyDown={onKeyDown}
      >
        {walletTabs.map((name) => {
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
              {labels[name]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}`}
        tabIndex={-1}
        className="py-6 outline-none"
      >
        {children}
      </div>
    </section>
  );
}
