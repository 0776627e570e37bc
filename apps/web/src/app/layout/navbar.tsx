import { isTransparentNavPath } from '@guardians/shared/common';
import type { SiteConfig } from '@guardians/shared/site-config';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { LogoLink } from '../../components/ui/logo-link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { SocialLinks } from '../../components/ui/social-links.tsx';
import { SignButton } from '../../features/auth/components/sign-button.tsx';
import { NotificationsBell, UnreadDot } from '../../features/notifications/components/notifications-bell.tsx';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { WalletButton } from '../../features/wallet/components/wallet-button.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { useWallet } from '../../lib/wallet/wallet-store.ts';
import { CoinBalanceLink } from './coin-balance-link.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { NavLinks } from './nav-links.tsx';
import { useDrawer } from './use-drawer.ts';
import { useScrolled } from './use-scrolled.ts';
import { visibleNavItems } from './visible-nav-items.ts';

function NavbarContent({ config }: { config: SiteConfig }) {
  const { address } = useWallet();
  const drawer = useDrawer();
  const hamburger = useRef<HTMLButtonElement>(null);
  const items = visibleNavItems(config, address);
  const multi = config.mode === 'multi';

  return (
    <>
      <LogoLink name={config.name} logo={config.logo} nameClassName="hidden 2xl:inline" />
      <nav aria-label="Main" className="hidden lg:block">
        <NavLinks items={items} variant="bar" />
      </nav>
      {multi && <SearchForm mode={config.mode} className="flex-1 lg:max-w-xs" />}
      <div className={`flex shrink-0 items-center gap-2 ${multi ? '' : 'ml-auto'}`}>
        {/* With a wallet, Sign, the bell and the account button take their room below 1680 px (footer and drawer keep them). */}
        <SocialLinks
          socials={config.socials}
          className={address ? 'hidden min-[1680px]:flex' : 'hidden xl:flex'}
        />
        <CoinBalanceLink />
        {/* A wrapper: on the button itself `hidden` would compete with the button's own inline-flex. */}
        <div className="hidden sm:contents">
          <SignButton />
          {/* Under 640 px the bell sits in the drawer, and a dot on the menu button says there is news. */}
          <NotificationsBell />
        </div>
        <WalletButton />
        <button
          ref={hamburger}
          type="button"
          aria-label="Open menu"
          aria-expanded={drawer.open}
          aria-haspopup="dialog"
          onClick={drawer.openDrawer}
          className="relative inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-white/10 lg:hidden"
        >
          <UnreadDot className="sm:hidden" />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <MobileDrawer
        open={drawer.open}
        onClose={drawer.closeDrawer}
        items={items}
        socials={config.socials}
        returnFocusTo={hamburger}
      />
    </>
  );
}

function NavbarSkeleton() {
  return (
    <div className="flex w-full items-center gap-4" role="status" aria-label="Loading menu">
      <Skeleton className="size-12 rounded-full" />
      <Skeleton className="hidden h-4 w-[36rem] lg:block" />
      <Skeleton className="ml-auto h-11 w-24 rounded-full" />
    </div>
  );
}

/** Spec 2 navbar: 90px high, transparent and fixed over hero art on the listed paths, else solid. */
export function Navbar() {
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const transparent = isTransparentNavPath(pathname);
  // Over the hero it is transparent; once the art scrolls under it, a veil keeps the links legible.
  const scrolled = useScrolled(transparent);
  const position = transparent
    ? `fixed inset-x-0 top-0 transition-colors duration-200 ${
        scrolled ? 'bg-night/85 backdrop-blur-md' : 'bg-linear-to-b from-night/85 via-night/40 to-transparent'
      }`
    : 'sticky top-0 border-b border-card-border bg-bg/95 backdrop-blur-md';

  return (
    <header className={`z-30 h-nav ${position}`}>
      <div className="mx-auto flex h-full max-w-[1536px] items-center gap-3 px-4 sm:px-6">
        {config.data ? (
          <NavbarContent config={config.data} />
        ) : config.isError ? (
          <div className="flex w-full items-center justify-between gap-4">
            <p className="text-sm text-muted">The menu could not load.</p>
            <Button variant="outline" onClick={() => config.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <NavbarSkeleton />
        )}
      </div>
    </header>
  );
}
