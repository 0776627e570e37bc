import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs.tsx';
import type { WalletTab } from '../utils/wallet-tabs.ts';

const labels: Record<WalletTab, string> = { owned: 'Owned', liked: 'Liked', offers: 'Offers' };

type WalletTabsProps = {
  /** The tabs shown (visibleWalletTabs). */
  tabs: readonly WalletTab[];
  tab: WalletTab;
  onChange: (tab: WalletTab) => void;
  children: ReactNode;
};

/** Spec 2 wallet tabs over the selected tab's panel. */
export function WalletTabs({ tabs, tab, onChange, children }: WalletTabsProps) {
  return (
    <section aria-label="Wallet items" className="mx-auto max-w-7xl px-4 sm:px-6">
      <Tabs
        tabs={tabs}
        labels={labels}
        value={tab}
        onChange={onChange}
        label="Wallet items"
        panelClassName="py-6 outline-none"
        focusablePanel
      >
        {children}
      </Tabs>
    </section>
  );
}
