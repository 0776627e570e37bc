import type { SiteConfig } from '@guardians/shared';

interface StaticPage {
  title: string;
  description: string;
  /** The navbar flag that shows the section; the sitemap leaves out what is switched off. */
  flag?: keyof SiteConfig;
  mode?: 'single' | 'multi';
}

/** The site's fixed sections with what a search result or a shared link should say about them. */
export const STATIC_PAGES: Record<string, StaticPage> = {
  '/explore': {
    title: 'Explore the Guardians',
    description:
      'Browse every Guardian of the collection: filter by trait, find a price and meet your protector.',
    flag: 'enableExplore',
    mode: 'single',
  },
  '/collections': {
    title: 'Collections',
    description: 'Every collection on the marketplace, ranked by market cap.',
    mode: 'multi',
  },
  '/gallery': {
    title: 'Fan art gallery',
    description: 'Fan art of the Guardians made by the community: love your favourites and join the contest.',
    flag: 'enableGallery',
    mode: 'single',
  },
  '/story': {
    title: 'The Story',
    description:
      'The Legend of the Koi that became a dragon, its empress and the five Guardians, chapter by chapter.',
    flag: 'enableStory',
    mode: 'single',
  },
  '/odyssey': {
    title: 'The Odyssey',
    description:
      'From the Golden Temple through the Mystic Forest and the Mystic River to the Great Waterfall: the stages of the journey and their art contests.',
    flag: 'enableOdyssey',
    mode: 'single',
  },
  '/nftlover': {
    title: 'NFT Lovers',
    description: 'The collectors who keep the Guardians, ranked by how many they hold.',
    flag: 'enableOwners',
  },
  '/nftarena': {
    title: 'NFT Arena',
    description: 'Claim a Guardian to portray, post your fan art and compete in the contest.',
  },
  '/quests': {
    title: 'Quests',
    description: 'Complete quests, earn Guardian coins and climb the leaderboard.',
    flag: 'enableQuests',
  },
  '/quests/leaderboard': {
    title: 'Quest leaderboard',
    description: 'The questers with the most Guardian coins earned.',
    flag: 'enableQuests',
  },
  '/blogs': {
    title: 'Blog',
    description: 'News from the world of the Guardians: drops, contests, lore and the people behind them.',
    flag: 'enableBlog',
  },
  '/about': {
    title: 'About',
    description: 'Who makes the Guardians, and what the project is about.',
    flag: 'enableAbout',
  },
};
