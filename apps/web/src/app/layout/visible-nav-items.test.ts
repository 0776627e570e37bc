import { describe, expect, it } from 'vitest';
import { createSiteConfig } from '../../test/fixtures.ts';
import { visibleNavItems } from './visible-nav-items.ts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('visibleNavItems', () => {
  it('lists every single-mode item in the spec order when all flags are on', () => {
    expect(labels(visibleNavItems(createSiteConfig()))).toEqual([
      'Home',
      'Gallery',
      'Explore',
      'Story',
      'Odyssey',
      'NFTLovers',
      'NFTArena',
      'Quests',
      'Forge',
      'Blog',
      'About',
      'Portal',
    ]);
  });

  it('uses the spec paths', () => {
    const paths = Object.fromEntries(visibleNavItems(createSiteConfig()).map((i) => [i.label, i.to]));
    expect(paths).toMatchObject({
      Home: '/',
      Gallery: '/gallery',
      NFTLovers: '/nftlover',
      NFTArena: '/nftarena',
      Forge: '/forge',
      Blog: '/blogs',
      Portal: '/portal',
    });
  });

  it('keeps only Home, NFTArena and Forge when every flag is off', () => {
    const config = createSiteConfig({
      enableGallery: false,
      enableExplore: false,
      enableStory: false,
      enableOdyssey: false,
      enableOwners: false,
      enableQuests: false,
      enableBlog: false,
      enableAbout: false,
      enablePortal: false,
    });
    expect(labels(visibleNavItems(config))).toEqual(['Home', 'NFTArena', 'Forge']);
  });

  it('hides one item when only its flag is off', () => {
    expect(labels(visibleNavItems(createSiteConfig({ enableQuests: false })))).not.toContain('Quests');
    expect(labels(visibleNavItems(createSiteConfig({ enableOwners: false })))).not.toContain('NFTLovers');
    expect(labels(visibleNavItems(createSiteConfig({ enablePortal: false })))).not.toContain('Portal');
  });

  it('hides Gallery, Explore, Story and Odyssey and shows Collections in multi mode', () => {
    expect(labels(visibleNavItems(createSiteConfig({ mode: 'multi' })))).toEqual([
      'Home',
      'NFTLovers',
      'NFTArena',
      'Quests',
      'Forge',
      'Collections',
      'Blog',
      'About',
      'Portal',
    ]);
  });

  it('never shows Collections in single mode', () => {
    expect(labels(visibleNavItems(createSiteConfig({ mode: 'single' })))).not.toContain('Collections');
  });

  it('points Forge at the connected wallet, lower-cased', () => {
    const address = '0x1234567890AbcdEF1234567890aBcdef12345678';
    const forge = visibleNavItems(createSiteConfig(), address).find((i) => i.label === 'Forge');
    expect(forge?.to).toBe('/forge/0x1234567890abcdef1234567890abcdef12345678');
  });
});
