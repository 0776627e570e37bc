// Generated from the folders of src/routes by `npm run routes -w @guardians/server`: do not edit.
// A folder is its URL prefix; the test in test/architecture/route-table.test.ts says when this is stale.
import type { FastifyPluginAsync } from 'fastify';
import apiAboutsRoutes from './api/abouts/index.ts';
import apiAdminAuditRoutes from './api/admin/audit/index.ts';
import apiAdminCertifiedNftsRoutes from './api/admin/certified-nfts/index.ts';
import apiAdminCollectionsRoutes from './api/admin/collections/index.ts';
import apiAdminCollectionsWhitelistRoutes from './api/admin/collections/whitelist.ts';
import apiAdminContestRoutes from './api/admin/contest/index.ts';
import apiAdminContestStagesRoutes from './api/admin/contest/stages.ts';
import apiAdminGalleryRoutes from './api/admin/gallery/index.ts';
import apiAdminGalleryIngestRoutes from './api/admin/gallery/ingest.ts';
import apiAdminJudgesRoutes from './api/admin/judges/index.ts';
import apiAdminMeRoutes from './api/admin/me/index.ts';
import apiAdminNewsletterRoutes from './api/admin/newsletter.ts';
import apiAdminOdysseyRoutes from './api/admin/odyssey/index.ts';
import apiAdminPointsRoutes from './api/admin/points/index.ts';
import apiAdminPostsRoutes from './api/admin/posts.ts';
import apiAdminQuestCompletionsRoutes from './api/admin/quest-completions/index.ts';
import apiAdminQuestsRoutes from './api/admin/quests/index.ts';
import apiAdminRolesRoutes from './api/admin/roles/index.ts';
import apiAdminShieldsRoutes from './api/admin/shields/index.ts';
import apiAdminSiteConfigRoutes from './api/admin/site-config/index.ts';
import apiAdminStoriesRoutes from './api/admin/stories/index.ts';
import apiAdminVaultRoutes from './api/admin/vault/index.ts';
import apiArtContestsRoutes from './api/art-contests/index.ts';
import apiArtContestsStagesRoutes from './api/art-contests/stages.ts';
import apiArtContestsSubmissionsRoutes from './api/art-contests/submissions.ts';
import apiBlogsRoutes from './api/blogs/index.ts';
import apiCertifiedNftsRoutes from './api/certified-nfts/index.ts';
import apiCollectionsActivityRoutes from './api/collections/activity.ts';
import apiCollectionsRoutes from './api/collections/index.ts';
import apiCollectionsSaleRoutes from './api/collections/sale.ts';
import apiCollectionsTraitPricesRoutes from './api/collections/trait-prices.ts';
import apiDefaultCollectionRoutes from './api/defaultCollection/index.ts';
import apiDemoRoutes from './api/demo/index.ts';
import apiDevRoutes from './api/dev/index.ts';
import apiEnvSettingsRoutes from './api/env-settings/index.ts';
import apiEventsRoutes from './api/events/index.ts';
import apiGalleryRoutes from './api/gallery/index.ts';
import apiGallerySubmissionsRoutes from './api/gallery/submissions/index.ts';
import apiGreatDealsRoutes from './api/great-deals/index.ts';
import apiGuardiansRoutes from './api/guardians/index.ts';
import apiHealthRoutes from './api/health/index.ts';
import apiListingsRoutes from './api/listings/index.ts';
import apiLoginRoutes from './api/login/index.ts';
import apiLogoutRoutes from './api/logout/index.ts';
import apiMediaRoutes from './api/media/index.ts';
import apiNewsletterRoutes from './api/newsletter/index.ts';
import apiNftsActivityRoutes from './api/nfts/activity.ts';
import apiNftsRoutes from './api/nfts/index.ts';
import apiNftsReactionsRoutes from './api/nfts/reactions/index.ts';
import apiNotificationsRoutes from './api/notifications/index.ts';
import apiOauthRoutes from './api/oauth/index.ts';
import apiOdysseyRoutes from './api/odyssey/index.ts';
import apiOffersRoutes from './api/offers/index.ts';
import apiOffersListsRoutes from './api/offers/lists.ts';
import apiOffersTraitRootRoutes from './api/offers/trait-root.ts';
import apiOwnersRoutes from './api/owners/index.ts';
import apiPointsRoutes from './api/points/index.ts';
import apiPortalRoutes from './api/portal/index.ts';
import apiQuestsRoutes from './api/quests/index.ts';
import apiReadyRoutes from './api/ready/index.ts';
import apiSearchRoutes from './api/search/index.ts';
import apiShieldsRoutes from './api/shields/index.ts';
import apiSiteConfigsRoutes from './api/site-configs/index.ts';
import apiStoriesRoutes from './api/stories/index.ts';
import apiSwapsRoutes from './api/swaps/index.ts';
import apiUserSocialRoutes from './api/user-social/index.ts';
import apiUsersRoutes from './api/users/index.ts';
import apiUtilsRoutes from './api/utils/index.ts';
import apiVaultRoutes from './api/vault/index.ts';
import apiWalletsRoutes from './api/wallets/index.ts';
import apiWatchlistRoutes from './api/watchlist/index.ts';
import devMailRoutes from './dev-mail/index.ts';
import devOauthDiscordRoutes from './dev-oauth/discord/index.ts';
import devOauthXRoutes from './dev-oauth/x/index.ts';
import devOauthXRecentSearchRoutes from './dev-oauth/x/recent-search.ts';
import downloadFileRoutes from './downloadFile/index.ts';
import seoRoutes from './seo.ts';

export interface RouteTableRow {
  prefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: each plugin has its own options type
  plugin: FastifyPluginAsync<any>;
}

/** Served under /api, behind the API rate limit. */
export const apiRoutes: RouteTableRow[] = [
  { prefix: '/abouts', plugin: apiAboutsRoutes },
  { prefix: '/admin/audit', plugin: apiAdminAuditRoutes },
  { prefix: '/admin/certified-nfts', plugin: apiAdminCertifiedNftsRoutes },
  { prefix: '/admin/collections', plugin: apiAdminCollectionsRoutes },
  { prefix: '/admin/collections', plugin: apiAdminCollectionsWhitelistRoutes },
  { prefix: '/admin/contest', plugin: apiAdminContestRoutes },
  { prefix: '/admin/contest', plugin: apiAdminContestStagesRoutes },
  { prefix: '/admin/gallery', plugin: apiAdminGalleryRoutes },
  { prefix: '/admin/gallery', plugin: apiAdminGalleryIngestRoutes },
  { prefix: '/admin/judges', plugin: apiAdminJudgesRoutes },
  { prefix: '/admin/me', plugin: apiAdminMeRoutes },
  { prefix: '/admin', plugin: apiAdminNewsletterRoutes },
  { prefix: '/admin/odyssey', plugin: apiAdminOdysseyRoutes },
  { prefix: '/admin/points', plugin: apiAdminPointsRoutes },
  { prefix: '/admin', plugin: apiAdminPostsRoutes },
  { prefix: '/admin/quest-completions', plugin: apiAdminQuestCompletionsRoutes },
  { prefix: '/admin/quests', plugin: apiAdminQuestsRoutes },
  { prefix: '/admin/roles', plugin: apiAdminRolesRoutes },
  { prefix: '/admin/shields', plugin: apiAdminShieldsRoutes },
  { prefix: '/admin/site-config', plugin: apiAdminSiteConfigRoutes },
  { prefix: '/admin/stories', plugin: apiAdminStoriesRoutes },
  { prefix: '/admin/vault', plugin: apiAdminVaultRoutes },
  { prefix: '/art-contests', plugin: apiArtContestsRoutes },
  { prefix: '/art-contests', plugin: apiArtContestsStagesRoutes },
  { prefix: '/art-contests', plugin: apiArtContestsSubmissionsRoutes },
  { prefix: '/blogs', plugin: apiBlogsRoutes },
  { prefix: '/certified-nfts', plugin: apiCertifiedNftsRoutes },
  { prefix: '/collections', plugin: apiCollectionsActivityRoutes },
  { prefix: '/collections', plugin: apiCollectionsRoutes },
  { prefix: '/collections', plugin: apiCollectionsSaleRoutes },
  { prefix: '/collections', plugin: apiCollectionsTraitPricesRoutes },
  { prefix: '/defaultCollection', plugin: apiDefaultCollectionRoutes },
  { prefix: '/demo', plugin: apiDemoRoutes },
  { prefix: '/dev', plugin: apiDevRoutes },
  { prefix: '/env-settings', plugin: apiEnvSettingsRoutes },
  { prefix: '/events', plugin: apiEventsRoutes },
  { prefix: '/gallery', plugin: apiGalleryRoutes },
  { prefix: '/gallery/submissions', plugin: apiGallerySubmissionsRoutes },
  { prefix: '/great-deals', plugin: apiGreatDealsRoutes },
  { prefix: '/guardians', plugin: apiGuardiansRoutes },
  { prefix: '/health', plugin: apiHealthRoutes },
  { prefix: '/listings', plugin: apiListingsRoutes },
  { prefix: '/login', plugin: apiLoginRoutes },
  { prefix: '/logout', plugin: apiLogoutRoutes },
  { prefix: '/media', plugin: apiMediaRoutes },
  { prefix: '/newsletter', plugin: apiNewsletterRoutes },
  { prefix: '/nfts', plugin: apiNftsActivityRoutes },
  { prefix: '/nfts', plugin: apiNftsRoutes },
  { prefix: '/nfts/reactions', plugin: apiNftsReactionsRoutes },
  { prefix: '/notifications', plugin: apiNotificationsRoutes },
  { prefix: '/oauth', plugin: apiOauthRoutes },
  { prefix: '/odyssey', plugin: apiOdysseyRoutes },
  { prefix: '/offers', plugin: apiOffersRoutes },
  { prefix: '/offers', plugin: apiOffersListsRoutes },
  { prefix: '/offers', plugin: apiOffersTraitRootRoutes },
  { prefix: '/owners', plugin: apiOwnersRoutes },
  { prefix: '/points', plugin: apiPointsRoutes },
  { prefix: '/portal', plugin: apiPortalRoutes },
  { prefix: '/quests', plugin: apiQuestsRoutes },
  { prefix: '/ready', plugin: apiReadyRoutes },
  { prefix: '/search', plugin: apiSearchRoutes },
  { prefix: '/shields', plugin: apiShieldsRoutes },
  { prefix: '/site-configs', plugin: apiSiteConfigsRoutes },
  { prefix: '/stories', plugin: apiStoriesRoutes },
  { prefix: '/swaps', plugin: apiSwapsRoutes },
  { prefix: '/user-social', plugin: apiUserSocialRoutes },
  { prefix: '/users', plugin: apiUsersRoutes },
  { prefix: '/utils', plugin: apiUtilsRoutes },
  { prefix: '/vault', plugin: apiVaultRoutes },
  { prefix: '/wallets', plugin: apiWalletsRoutes },
  { prefix: '/watchlist', plugin: apiWatchlistRoutes },
];

/** Served from the site's root. */
export const siteRoutes: RouteTableRow[] = [
  { prefix: '/dev-mail', plugin: devMailRoutes },
  { prefix: '/dev-oauth/discord', plugin: devOauthDiscordRoutes },
  { prefix: '/dev-oauth/x', plugin: devOauthXRoutes },
  { prefix: '/dev-oauth/x', plugin: devOauthXRecentSearchRoutes },
  { prefix: '/downloadFile', plugin: downloadFileRoutes },
  { prefix: '', plugin: seoRoutes },
];
