import type { NavbarFlag, SiteConfig } from '@guardians/shared/site-config';

export type NavItem = { label: string; to: string };

type NavItemRule = NavItem & {
  /** Shown only when this configuration flag is on; no flag means always shown. */
  flag?: NavbarFlag;
  /** Shown only in this platform mode; no mode means both. */
  mode?: SiteConfig['mode'];
};

// The spec's order (section 2, Navbar). Gallery, Explore, Story and Odyssey are about the one
// collection of single mode, so they are hidden in multi mode, where Collections replaces them.
const rules: readonly NavItemRule[] = [
  { label: 'Home', to: '/' },
  { label: 'Gallery', to: '/gallery', flag: 'enableGallery', mode: 'single' },
  { label: 'Explore', to: '/explore', flag: 'enableExplore', mode: 'single' },
  { label: 'Story', to: '/story', flag: 'enableStory', mode: 'single' },
  { label: 'Odyssey', to: '/odyssey', flag: 'enableOdyssey', mode: 'single' },
  { label: 'NFTLovers', to: '/nftlover', flag: 'enableOwners' },
  { label: 'NFTArena', to: '/nftarena' },
  { label: 'Quests', to: '/quests', flag: 'enableQuests' },
  { label: 'Forge', to: '/forge' },
  { label: 'Collections', to: '/collections', mode: 'multi' },
  { label: 'Blog', to: '/blogs', flag: 'enableBlog' },
  { label: 'About', to: '/about', flag: 'enableAbout' },
  { label: 'Portal', to: '/portal', flag: 'enablePortal' },
];

type NavConfig = Pick<SiteConfig, 'mode' | NavbarFlag>;

/** The navbar links for this configuration; Forge points at the connected wallet's own page. */
export function visibleNavItems(config: NavConfig, walletAddress?: string): NavItem[] {
  return rules
    .filter(
      (rule) => (rule.flag === undefined || config[rule.flag]) && (!rule.mode || rule.mode === config.mode),
    )
    .map(({ label, to }) => ({
      label,
      // Lower-case: addresses are stored and compared that way, so each wallet has one URL.
      to: to === '/forge' && walletAddress ? `/forge/${walletAddress.toLowerCase()}` : to,
    }));
}
