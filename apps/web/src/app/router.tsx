import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSkeleton } from './layout/page-skeleton.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/*
 * Only pages that exist are routed: every other path of the spec renders 'Not found' until its
 * feature lands. Page modules load lazily; the layout (navbar, footer) is in the entry chunk.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: catches page errors inside <main>, so the navbar and footer stay usable, and
        // shows a skeleton there (not a blank page) while the first page module loads.
        id: 'pages',
        ErrorBoundary: RouteError,
        HydrateFallback: PageSkeleton,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home-route.tsx')).HomeRoute }),
          },
          {
            path: 'forge/:walletAddress?',
            lazy: async () => ({ Component: (await import('./routes/forge-route.tsx')).ForgeRoute }),
          },
          {
            path: 'collections',
            lazy: async () => ({
              Component: (await import('./routes/collections-route.tsx')).CollectionsRoute,
            }),
          },
          {
            path: 'collection/:collectionRef',
            lazy: async () => ({
              Component: (await import('./routes/collection-route.tsx')).CollectionRoute,
            }),
          },
          {
            path: 'collection/:collectionRef/:tokenId',
            lazy: async () => ({ Component: (await import('./routes/item-route.tsx')).ItemRoute }),
          },
          {
            path: 'explore',
            lazy: async () => ({ Component: (await import('./routes/explore-route.tsx')).ExploreRoute }),
          },
          {
            path: 'explore/:tokenId',
            lazy: async () => ({ Component: (await import('./routes/item-route.tsx')).ItemRoute }),
          },
          {
            path: 'mint/:collectionRef',
            lazy: async () => ({ Component: (await import('./routes/mint-route.tsx')).MintRoute }),
          },
          {
            path: 'quests',
            lazy: async () => ({ Component: (await import('./routes/quests-route.tsx')).QuestsRoute }),
          },
          {
            path: 'quests/leaderboard',
            lazy: async () => ({
              Component: (await import('./routes/quests-leaderboard-route.tsx')).QuestsLeaderboardRoute,
            }),
          },
          {
            path: 'quests/:questId',
            lazy: async () => ({ Component: (await import('./routes/quest-route.tsx')).QuestRoute }),
          },
          {
            path: 'swaps',
            lazy: async () => ({ Component: (await import('./routes/swaps-route.tsx')).SwapsRoute }),
          },
          {
            path: 'vault',
            lazy: async () => ({ Component: (await import('./routes/vault-route.tsx')).VaultRoute }),
          },
          {
            path: 'gallery',
            lazy: async () => ({ Component: (await import('./routes/gallery-route.tsx')).GalleryRoute }),
          },
          {
            path: 'nftarena',
            lazy: async () => ({ Component: (await import('./routes/nftarena-route.tsx')).NftArenaRoute }),
          },
          {
            path: 'beta',
            lazy: async () => ({
              Component: (await import('./routes/beta-tester-route.tsx')).BetaTesterRoute,
            }),
          },
          {
            path: 'story',
            lazy: async () => ({ Component: (await import('./routes/story-route.tsx')).StoryRoute }),
          },
          {
            path: 'story/:id',
            lazy: async () => ({
              Component: (await import('./routes/story-detail-route.tsx')).StoryDetailRoute,
            }),
          },
          {
            path: 'odyssey',
            lazy: async () => ({ Component: (await import('./routes/odyssey-route.tsx')).OdysseyRoute }),
          },
          {
            path: 'odyssey/:id',
            lazy: async () => ({
              Component: (await import('./routes/odyssey-detail-route.tsx')).OdysseyDetailRoute,
            }),
          },
          {
            path: 'blogs',
            lazy: async () => ({ Component: (await import('./routes/blogs-route.tsx')).BlogsRoute }),
          },
          {
            path: 'blogs/:id',
            lazy: async () => ({ Component: (await import('./routes/blog-post-route.tsx')).BlogPostRoute }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('./routes/about-route.tsx')).AboutRoute }),
          },
          {
            path: 'about/:id',
            lazy: async () => ({
              Component: (await import('./routes/about-entry-route.tsx')).AboutEntryRoute,
            }),
          },
          {
            path: 'newsletter/confirm',
            lazy: async () => ({
              Component: (await import('./routes/newsletter-confirm-route.tsx')).NewsletterConfirmRoute,
            }),
          },
          {
            path: 'newsletter/unsubscribe',
            lazy: async () => ({
              Component: (await import('./routes/newsletter-unsubscribe-route.tsx'))
                .NewsletterUnsubscribeRoute,
            }),
          },
          {
            path: 'nftlover',
            lazy: async () => ({ Component: (await import('./routes/nftlover-route.tsx')).NftLoverRoute }),
          },
          {
            path: 'guardians',
            lazy: async () => ({ Component: (await import('./routes/guardians-route.tsx')).GuardiansRoute }),
          },
          {
            path: 'guardians/:id',
            lazy: async () => ({ Component: (await import('./routes/guardian-route.tsx')).GuardianRoute }),
          },
          {
            path: 'portal',
            lazy: async () => ({ Component: (await import('./routes/portal-route.tsx')).PortalRoute }),
          },
          {
            path: 'watchlist',
            lazy: async () => ({ Component: (await import('./routes/watchlist-route.tsx')).WatchlistRoute }),
          },
          {
            // The operator console: never in a visitor's first load, only when someone opens it.
            path: 'admin/:section?',
            lazy: async () => ({ Component: (await import('./routes/admin-route.tsx')).AdminRoute }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found-route.tsx')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
