import type { EnvSettings, SiteConfig } from '@guardians/shared/site-config';

/** Test factories: each test states the fields it cares about and gets valid defaults for the rest. */
export function createEnv(overrides: Partial<EnvSettings> = {}): EnvSettings {
  return {
    apiUrl: '',
    chainId: 31337,
    chainName: 'Anvil',
    rpcUrl: 'http://127.0.0.1:8545',
    blockExplorerUrl: null,
    cdnBaseUrl: '',
    cdnAssetsVersion: '1',
    defaultTokenAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    localChain: true,
    socialProviders: { twitter: true, discord: true },
    marketplaceAddress: null,
    wethAddress: null,
    ethUsdFeedAddress: null,
    ...overrides,
  };
}

export function createSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    mode: 'single',
    name: 'Guardians',
    logo: '/brand/logo.svg',
    launchStage: 'post',
    styles: {
      background: '#0b0a1f',
      color: '#f4ecdf',
      cardStyles: { background: '#16143a', border: '#2e2a63', color: '#f4ecdf' },
    },
    socials: {
      x: 'https://x.com/guardians',
      discord: 'https://discord.gg/guardians',
      instagram: 'https://instagram.com/guardians',
    },
    enableGallery: true,
    enableExplore: true,
    enableStory: true,
    enableOdyssey: true,
    enableOwners: true,
    enableQuests: true,
    enableBlog: true,
    enableAbout: true,
    enablePortal: true,
    ...overrides,
  };
}

/** A localStorage stand-in that starts empty for every test. */
export function createMemoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
