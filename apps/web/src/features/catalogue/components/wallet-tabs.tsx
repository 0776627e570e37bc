import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { type WalletTab, walletTabs } from '../utils/wallet-tabs.ts';

const labels: Record<WalletTab, string> = { owned: 'Owned', liked: 'Liked' };

type WalletTabsProps = { tab: WalletTab; onChange: (tab: WalletTab) => void; children: ReactNode };

/** Spec 2 wallet tabs over the selected tab's panel. */
export function WalletTabs({ tab, onChange, children }: WalletTabsProps) {
  return (
    <section aria-label="Wallet items" className="mx-auto max-w-7xl px-4 sm:px-6">
      <Tabs
        tabs={walletTabs}
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
