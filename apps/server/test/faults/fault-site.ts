import { BLOG_MAX_PAGE_SIZE } from '@guardians/shared';
import type { Db } from '../../src/db/client.ts';
import { pointsLedger, quests } from '../../src/db/schema/index.ts';
import {
  CHAIN_ID,
  createGuardianGrid,
  createTransfers,
  ZERO_ADDRESS,
} from '../helpers/catalogue-fixtures.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { createUser } from '../helpers/user-factory.ts';
import type { PageCall } from './fault-requests.ts';

/** What the fault suites browse: a collection with items and history, fan art, a quest and its board. */
export interface FaultSite {
  collection: Awaited<ReturnType<typeof createGuardianGrid>>['collection'];
  slug: string;
  token: string;
  holder: string;
  questId: number;
  submissionId: number;
}

export async function seedFaultSite(db: Db): Promise<FaultSite> {
  const grid = await createGuardianGrid(db);
  const holder = grid.holders[1];
  await createTransfers(db, grid.collection, [
    { tokenId: 7, from: ZERO_ADDRESS, to: grid.holders[0], blockNumber: 10 },
    { tokenId: 7, from: grid.holders[0], to: holder, blockNumber: 20 },
  ]);
  await createUser(db, { account: holder, username: 'fault-holder' });
  const [quest] = await db
    .insert(quests)
    .values({ title: 'Link your X account', description: 'Link it', kind: 'link_x', points: '10' })
    .returning({ id: quests.id });
  if (!quest) throw new Error('quest insert returned no row');
  await db.insert(pointsLedger).values({
    account: holder,
    amount: '10',
    reason: 'quest',
    reference: String(quest.id),
  });
  const submissionId = await insertSubmission(db, {
    tokenAddress: grid.collection.tokenAddress,
    tokenId: '7',
  });
  return {
    collection: grid.collection,
    slug: grid.collection.slug,
    token: grid.collection.tokenAddress,
    holder,
    questId: quest.id,
    submissionId,
  };
}

const get = (label: string, url: string): PageCall => ({ label, method: 'GET', url });

/**
 * The reads the web app's pages make (apps/web/src/features/** api/ and lib/), with the query
 * strings they send; none of them needs the chain.
 */
export function pageReads(site: FaultSite): PageCall[] {
  const { slug, token, holder } = site;
  const item = `/api/nfts/${token}/7`;
  const noAccount = { userReactionData: { account: null } };
  return [
    get('layout: env settings', '/api/env-settings'),
    get('layout: site config', '/api/site-configs'),
    get('home: default collection', `/api/defaultCollection?chainId=${CHAIN_ID}`),
    get('home: collection summary', `/api/collections/${slug}/metadata?chainId=${CHAIN_ID}&withStats=true`),
    get('home: unique owners', `/api/collections/${slug}/unique-owners?chainId=${CHAIN_ID}`),
    get('home: preview', `/api/collections/${token}?chainId=${CHAIN_ID}&offset=0&limit=6&withPrices=true`),
    get('home: latest fan art', '/api/gallery/all?offset=0&limit=8&sortBy=latest'),
    get('home: odyssey', '/api/odyssey/all'),
    get('collections: list', `/api/collections/all?chainId=${CHAIN_ID}&offset=0&limit=50`),
    get(
      'collection: metadata',
      `/api/collections/${slug}/metadata?chainId=${CHAIN_ID}&withPresale=true&withStats=true&withTotalSupply=true`,
    ),
    get(
      'collection: items',
      `/api/collections/${slug}?chainId=${CHAIN_ID}&offset=0&limit=50&withTotalSupply=true&withReactions=true&withPrices=true`,
    ),
    {
      label: 'collection: items with trait filters',
      method: 'POST',
      url: `/api/collections/${slug}?chainId=${CHAIN_ID}&offset=0&limit=50&withReactions=true&withPrices=true`,
      payload: { Background: ['Jade', 'Onyx'], Eyes: ['Fierce'] },
    },
    get('collection: traits', `/api/collections/${slug}/unique-attributes?chainId=${CHAIN_ID}`),
    get('collection: price history', `/api/collections/${slug}/stats/history?chainId=${CHAIN_ID}&range=7D`),
    get('item: detail', item),
    get('item: activity', `${item}/activity?offset=0&limit=10`),
    get('item: price', `${item}/price`),
    get('item: rarity', `${item}/rarity`),
    get('item: rarities', `${item}/rarities`),
    get('item: listing (no marketplace set up)', `${item}/listing`),
    get('item: reactions', `/api/nfts/reactions/${token}/7`),
    get('search', '/api/search?q=guardian&limit=5'),
    get('leaderboard: quests', '/api/quests/leaderboard?offset=0&limit=10'),
    get('leaderboard: swaps', '/api/swaps/leaderboard?offset=0&limit=10'),
    get('leaderboard: swaps count', '/api/swaps/leaderboard/count'),
    get('quests: list', '/api/quests/all?offset=0&limit=100&showDisabled=false'),
    get('quests: certified', '/api/certified-nfts/all?offset=0&limit=8'),
    get('quests: certified count', '/api/certified-nfts/all/count'),
    {
      label: 'gallery: page',
      method: 'POST',
      url: '/api/gallery/all?offset=0&limit=25&sortBy=latest',
      payload: noAccount,
    },
    get('gallery: count', '/api/gallery/count'),
    get('contest: pieces', '/api/art-contests/gallery/all?offset=0&limit=25'),
    get('contest: count', '/api/art-contests/gallery/totalCount'),
    get('community: guardians', '/api/guardians/all?offset=0&limit=50'),
    get('community: guardian', '/api/guardians/guardian/id/1'),
    get('community: owners', '/api/owners/all?offset=0&limit=25'),
    get('blog: posts', '/api/blogs/all/?offset=0&limit=12'),
    get('blog: categories', `/api/blogs/categories/all/?offset=0&limit=${BLOG_MAX_PAGE_SIZE}`),
    get('about: posts', '/api/abouts/all/?offset=0&limit=12'),
    get('story: chapters', '/api/stories/all'),
    get('shields: list', '/api/shields/all?offset=0&limit=50'),
    get('profile: user', `/api/users/${holder}?chainId=${CHAIN_ID}`),
    get('profile: socials', `/api/user-social/account/${holder}`),
    get(
      'profile: liked items',
      `/api/nfts/reactions/account/${holder}/nfts?chainId=${CHAIN_ID}&offset=0&limit=20`,
    ),
    get('profile: wallet collections', `/api/wallets/account/${holder}/contracts?chainId=${CHAIN_ID}`),
    {
      label: 'profile: wallet items',
      method: 'POST',
      url: `/api/wallets/account/${holder}?chainId=${CHAIN_ID}&offset=0&limit=20`,
      payload: { tokenAddress: token },
    },
    get('profile: shields', `/api/shields/account/${holder}`),
    get('profile: username check', '/api/users/is-available-username/someone-new'),
  ];
}
