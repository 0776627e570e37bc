/**
 * The first elements of the query keys more than one feature touches: one feature fetches, another
 * invalidates after a write (a like, a trade, a mint), the live stream refreshes it. Each is named once,
 * here, and the fetchers build their keys from it, so an invalidation cannot point at a key nobody
 * uses (lib/api/query-keys.test.ts refuses a hand-typed one).
 */
export const keyRoots = {
  collections: 'collections',
  collectionMetadata: 'collection-metadata',
  collectionItems: 'collection-items',
  collectionHistory: 'collection-history',
  collectionUniqueOwners: 'collection-unique-owners',
  collectionUniqueAttributes: 'collection-unique-attributes',
  /** Each trait value's floor and top offer: the trait filters show them, the live stream refreshes them. */
  collectionTraitPrices: 'collection-trait-prices',
  likedItems: 'liked-items',
  walletAssets: 'wallet-assets',
  walletContracts: 'wallet-contracts',
  nftReactions: 'nft-reactions',
  sale: 'sale',
  points: 'points',
  quests: 'quests',
  swaps: 'swaps',
  fanArt: 'fan-art',
  identities: 'identities',
  /** The site configuration every page reads; the console saves it, the live stream refreshes it. */
  siteConfig: 'site-config',
  /** The caller's console roles: the account menu, the console and the gallery's edit view read them. */
  adminStatus: 'admin-status',
  /** The contest's stages and dates: the arena shows them, the console edits them. */
  contestStages: 'contest-stages',
  /**
   * Offers (an item's, a collection's, an account's, a trait's root): the offers feature lists them, a
   * trade invalidates them all, the live stream refreshes them as the indexer moves on.
   */
  offers: 'offers',
  /** The signed-in person's notifications and unread count: the bell reads them, the live stream refreshes them. */
  notifications: 'notifications',
} as const;
