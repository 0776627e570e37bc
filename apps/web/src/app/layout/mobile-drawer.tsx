import type { SiteConfig } from '@guardians/shared/site-config';
import type { RefObject } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CloseButton } from '../../components/ui/close-button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { SocialLinks } from '../../components/ui/social-links.tsx';
import { SignButton } from '../../features/auth/components/sign-button.tsx';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell.tsx';
import { WalletButton } from '../../features/wallet/components/wallet-button.tsx';
import { CoinBalanceLink } from './coin-balance-link.tsx';
import { NavLinks } from './nav-links.tsx';
import type { NavItem } from './visible-nav-items.ts';

type MobileDrawerProps = {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  socials: SiteConfig['socials'];
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The navbar under 1024px: links, the wallet, a Discord invite and the social links. */
export function MobileDrawer({ open, onClose, items, socials, returnFocusTo }: MobileDrawerProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      label="Menu"
      placement="right"
      returnFocusTo={returnFocusTo}
      className="flex h-full w-[min(22rem,100%)] flex-col gap-6 overflow-y-auto border-l p-4 motion-safe:animate-[slide-in-right_200ms_ease-out]"
    >
      <div className="flex items-center justify-between">
        <span className="text-lg font-bold text-gold">Menu</span>
        <CloseButton label="Close menu" onClick={onClose} />
      </div>
      <nav aria-label="Main">
        <NavLinks items={items} variant="drawer" onNavigate={onClose} />
      </nav>
      <div className="mt-auto flex flex-col gap-4 border-t border-card-border pt-6">
        <CoinBalanceLink className="w-full justify-center" onNavigate={onClose} />
        <SignButton className="w-full" />
        <NotificationsBell variant="drawer" onBeforeOpen={onClose} />
        <WalletButton onBeforeConnect={onClose} className="w-full" />
        {socials.discord && (
          <a
            href={socials.discord}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'w-full')}
          >
            Join our Discord
          </a>
        )}
        <SocialLinks socials={socials} className="justify-center" />
      </div>
    </Modal>
  );
}
