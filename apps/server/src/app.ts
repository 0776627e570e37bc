import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChainClient } from './chain/chain-client.ts';
import type { Config } from './config.ts';
import { type Db, poolOf } from './db/client.ts';
import { NotFoundError } from './errors.ts';
import { registerApiRateLimit } from './plugins/api-rate-limit.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimitCounter } from './plugins/rate-limits.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { registerSchemaCompilers } from './plugins/schema-compilers.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerUploads } from './plugins/uploads.ts';
import { type PageRenderer, registerBuiltWebApp, wantsHtml } from './plugins/web-app.ts';
import { registerDevWebApp } from './plugins/web-dev.ts';
import aboutsRoutes from './routes/api/abouts/index.ts';
import adminRoutes from './routes/api/admin/index.ts';
import adminGalleryRoutes from './routes/api/admin-gallery/index.ts';
import adminNewsletterRoutes from './routes/api/admin-newsletter/index.ts';
import adminPostsRoutes from './routes/api/admin-posts/index.ts';
import adminQuestsRoutes from './routes/api/admin-quests/index.ts';
import adminStatusRoutes from './routes/api/admin-status/index.ts';
import adminWhitelistRoutes from './routes/api/admin-whitelist/index.ts';
import artContestsRoutes from './routes/api/art-contests/index.ts';
import artContestsSubmissionRoutes from './routes/api/art-contests-submissions/index.ts';
import blogsRoutes from './routes/api/blogs/index.ts';
import certifiedNftsRoutes from './routes/api/certified-nfts/index.ts';
import collectionsRoutes from './routes/api/collections/index.ts';
import defaultCollectionRoutes from './routes/api/default-collection/index.ts';
import demoRoutes from './routes/api/demo/index.ts';
import devRoutes from './routes/api/dev/index.ts';
import envSettingsRoutes from './routes/api/env-settings/index.ts';
import eventsRoutes from './routes/api/events/index.ts';
import galleryRoutes from './routes/api/gallery/index.ts';
import galleryIngestRoutes from './routes/api/gallery-ingest/index.ts';
import gallerySubmissionRoutes from './routes/api/gallery-submissions/index.ts';
import greatDealsRoutes from './routes/api/great-deals/index.ts';
import guardiansRoutes from './routes/api/guardians/index.ts';
import healthRoutes from './routes/api/health/index.ts';
import listingsRoutes from './routes/api/listings/index.ts';
import loginRoutes from './routes/api/login/index.ts';
import logoutRoutes from './routes/api/logout/index.ts';
import mediaRoutes from './routes/api/media/index.ts';
import newsletterRoutes from './routes/api/newsletter/index.ts';
import nftActivityRoutes from './routes/api/nft-activity/index.ts';
import nftsRoutes from './routes/api/nfts/index.ts';
import oauthRoutes from './routes/api/oauth/index.ts';
import odysseyRoutes from './routes/api/odyssey/index.ts';
import ownersRoutes from './routes/api/owners/index.ts';
import pointsRoutes from './routes/api/points/index.ts';
import portalRoutes from './routes/api/portal/index.ts';
import questsRoutes from './routes/api/quests/index.ts';
import reactionsRoutes from './routes/api/reactions/index.ts';
import saleRoutes from './routes/api/sale/index.ts';
import searchRoutes from './routes/api/search/index.ts';
import shieldsRoutes from './routes/api/shields/index.ts';
import siteConfigRoutes from './routes/api/site-configs/index.ts';
import storiesRoutes from './routes/api/stories/index.ts';
import swapsRoutes from './routes/api/swaps/index.ts';
import userSocialRoutes from './routes/api/user-social/index.ts';
import userRoutes from './routes/api/users/index.ts';
import utilsRoutes from './routes/api/utils/index.ts';
import vaultRoutes from './routes/api/vault/index.ts';
import walletsRoutes from './routes/api/wallets/index.ts';
import downloadFileRoutes from './routes/download-file/index.ts';
import seoRoutes from './routes/seo/index.ts';
import { ChangeFeed } from './services/change-feed/change-feed.ts';
import { LocalLiveBus } from './services/live/live-bus.ts';
import { RedisLiveBus } from './services/live/redis-live-bus.ts';
import type { Redis } from './services/redis/redis-client.ts';

export interface AppDeps {
  db: Db;
  chain: ChainClient;
  /** Shared with the other API nodes when REDIS_URL is set (rate limits, cache, live updates). */
  redis?: Redis;
  /** A read replica for list queries (DATABASE_READ_URL); default: db. */
  readDb?: Db;
  /** 'built' serves apps/web/dist, 'dev' runs Vite in middleware mode, 'none' serves only the API. */
  web?: 'built' | 'dev' | 'none';
}

/** The whole HTTP application; used by the launcher and by every server test. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const web = deps.web ?? 'none';
  const app = Fastify({
    // Level names and ISO times, like the launchers' and the indexer's JSON lines (docs/operations.md).
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            formatters: { level: (label: string) => ({ level: label }) },
            timestamp: () => `,"time":"${new Date().toISOString()}"`,
          },
    // Shutting down (docs/operations.md): requests that still arrive on open connections are served,
    // with `Connection: close`, and /api/ready says 'draining'; idle connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // The spec writes some paths with a trailing slash (POST /api/users/, /api/blogs/all/): accept both.
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // API calls are logged with their request id; static assets would only drown them.
    logController: new LogController({ disableRequestLogging: (request) => !request.url.startsWith('/api') }),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('chain', deps.chain);
  app.decorate('redis', deps.redis);
  app.decorate('readDb', deps.readDb ?? deps.db);
  const live = deps.redis ? new RedisLiveBus(deps.redis, app.log) : new LocalLiveBus();
  app.decorate('live', live);
  app.addHook('onClose', () => live.close());
  const pool = config.readCache ? poolOf(deps.db) : undefined;
  const changeFeed = pool ? new ChangeFeed({ ...pool.options }, app.log) : undefined;
  app.decorate('changeFeed', changeFeed);
  if (changeFeed) {
    await changeFeed.start();
    app.addHook('onClose', () => changeFeed.close());
  }
  registerRouteTable(app);
  registerIdempotency(app);
  registerRateLimitCounter(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerSchemaCompilers(app);
  registerErrorHandler(app);
  registerMetrics(app);
  await registerSecurity(app, config, web === 'dev');
  await registerOpenApi(app);
  await registerAuth(app);
  await registerUploads(app, config);

  await app.register(
    async (api) => {
      registerApiRateLimit(api, app.windowCounter, { max: config.rateLimitMax, windowMs: 60_000 });
      await api.register(siteConfigRoutes);
      await api.register(defaultCollectionRoutes);
      await api.register(envSettingsRoutes);
      await api.register(healthRoutes);
      await api.register(eventsRoutes);
      await api.register(devRoutes);
      await api.register(loginRoutes);
      await api.register(logoutRoutes);
      await api.register(userRoutes);
      await api.register(guardiansRoutes);
      await api.register(mediaRoutes);
      await api.register(demoRoutes);
      await api.register(userSocialRoutes);
      await api.register(oauthRoutes);
      await api.register(collectionsRoutes);
      await api.register(nftsRoutes);
      await api.register(reactionsRoutes);
      await api.register(nftActivityRoutes);
      await api.register(walletsRoutes);
      await api.register(searchRoutes);
      await api.register(adminRoutes);
      await api.register(utilsRoutes);
      await api.register(listingsRoutes);
      await api.register(questsRoutes);
      await api.register(pointsRoutes);
      await api.register(adminQuestsRoutes);
      await api.register(certifiedNftsRoutes);
      await api.register(vaultRoutes);
      await api.register(swapsRoutes);
      await api.register(galleryRoutes);
      await api.register(gallerySubmissionRoutes);
      await api.register(galleryIngestRoutes);
      await api.register(artContestsRoutes);
      await api.register(artContestsSubmissionRoutes);
      await api.register(adminGalleryRoutes);
      await api.register(adminStatusRoutes);
      await api.register(greatDealsRoutes);
      await api.register(saleRoutes);
      await api.register(adminWhitelistRoutes);
      await api.register(shieldsRoutes);
      await api.register(newsletterRoutes);
      await api.register(adminNewsletterRoutes);
      await api.register(portalRoutes);
      await api.register(ownersRoutes);
      await api.register(blogsRoutes);
      await api.register(aboutsRoutes);
      await api.register(storiesRoutes);
      await api.register(odysseyRoutes);
      await api.register(adminPostsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(downloadFileRoutes);
  await app.register(seoRoutes);

  const webRoot = path.join(config.rootDir, 'apps/web');
  let renderPage: PageRenderer | undefined;
  if (web === 'built') renderPage = await registerBuiltWebApp(app, path.join(webRoot, 'dist'));
  if (web === 'dev') renderPage = await registerDevWebApp(app, webRoot);

  app.setNotFoundHandler((request, reply) => {
    // Page routes belong to the SPA, which shows its own 'Not found' panel for unknown paths.
    if (renderPage && wantsHtml(request)) return renderPage(request, reply);
    throw new NotFoundError(`No route ${request.method} ${request.url.split('?')[0]}`);
  });

  return app;
}
