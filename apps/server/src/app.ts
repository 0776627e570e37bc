import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChainClient } from './chain/chain-client.ts';
import type { Config } from './config.ts';
import { type Db, poolOf } from './db/client.ts';
import { MethodNotAllowedError } from './errors.ts';
import { ChangeFeed } from './infra/change-feed/change-feed.ts';
import { announceMarket } from './infra/live/announce-market.ts';
import { announceNotifications } from './infra/live/announce-notifications.ts';
import { LocalLiveBus } from './infra/live/live-bus.ts';
import { RedisLiveBus } from './infra/live/redis-live-bus.ts';
import type { LogFormat } from './infra/process-log.ts';
import { logsRequests, readableLogStream } from './infra/readable-log-stream.ts';
import type { Redis } from './infra/redis/redis-client.ts';
import { registerApiRateLimit } from './plugins/api-rate-limit.ts';
import { registerAudit } from './plugins/audit.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler, toErrorBody } from './plugins/error-handler.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerMail } from './plugins/mail.ts';
import { unroutedError } from './plugins/method-not-allowed.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { MAX_PARAM_LENGTH } from './plugins/openapi-answers.ts';
import { registerRateLimitCounter } from './plugins/rate-limits.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { registerSchemaCompilers } from './plugins/schema-compilers.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSweeps } from './plugins/sweeps.ts';
import { registerUploads } from './plugins/uploads.ts';
import { type PageRenderer, registerBuiltWebApp, wantsHtml } from './plugins/web-app.ts';
import { registerDevWebApp } from './plugins/web-dev.ts';
import { apiRoutes, siteRoutes } from './routes/routes.gen.ts';

export interface AppDeps {
  db: Db;
  chain: ChainClient;
  /** Shared with the other API nodes when REDIS_URL is set (rate limits, cache, live updates). */
  redis?: Redis;
  /** A read replica for list queries (DATABASE_READ_URL); default: db. */
  readDb?: Db;
  /** 'built' serves apps/web/dist, 'dev' runs Vite in middleware mode, 'none' serves only the API. */
  web?: 'built' | 'dev' | 'none';
  /** How log lines are written when LOG_FORMAT is unset: npm start prints sentences, nodes JSON. */
  logFormat?: LogFormat;
  /** Where the JSON log lines go instead of stdout (tests that read what was logged). */
  logStream?: { write(line: string): void };
}

/** The whole HTTP application; used by the launcher and by every server test. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const web = deps.web ?? 'none';
  const logFormat = deps.logFormat ?? config.logFormat ?? 'json';
  const requestLines = logsRequests(logFormat, config.logLevel);
  const app = Fastify({
    // Level names and ISO times, like the launchers' and the indexer's JSON lines (docs/operations.md);
    // `pretty` (npm start's default) turns them into sentences for a person at a terminal.
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            formatters: { level: (label: string) => ({ level: label }) },
            timestamp: () => `,"time":"${new Date().toISOString()}"`,
            ...(deps.logStream
              ? { stream: deps.logStream }
              : logFormat === 'pretty'
                ? { stream: readableLogStream() }
                : {}),
          },
    // Shutting down (docs/operations.md): requests that still arrive on open connections are served,
    // with `Connection: close`, and /api/ready says 'draining'; idle connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // The spec writes some paths with a trailing slash (POST /api/users/, /api/blogs/all/): accept both.
    // A longer path parameter is 414 (documented on every route with one: plugins/openapi-answers.ts).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // The router's own refusals (a malformed URL 400, an over-long parameter 414) in the one error body.
    frameworkErrors: (error, _request, reply) => {
      const body = toErrorBody(error);
      (reply as FastifyReply).code(body.statusCode).send(body);
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // API calls are logged with their request id; static assets would only drown them.
    // A terminal gets no line per request unless asked for (LOG_FORMAT=json, LOG_LEVEL=debug).
    logController: new LogController({
      disableRequestLogging: (request) => !requestLines || !request.url.startsWith('/api'),
    }),
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
    // Notifications reach the bell live from whichever process wrote them (decision 0088).
    announceNotifications(changeFeed, live);
    // Sales, transfers, fills and cancellations reach open pages live, whoever wrote them.
    const stopMarket = announceMarket(changeFeed, live);
    app.addHook('onClose', async () => stopMarket());
  }
  registerRouteTable(app);
  registerAudit(app);
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
  await registerMail(app, config);
  registerSweeps(app);

  await app.register(
    async (api) => {
      registerApiRateLimit(api, app.windowCounter, { max: config.rateLimitMax, windowMs: 60_000 });
      for (const { prefix, plugin } of apiRoutes) await api.register(plugin, { prefix });
    },
    { prefix: '/api' },
  );
  for (const { prefix, plugin } of siteRoutes) await app.register(plugin, { prefix });

  const webRoot = path.join(config.rootDir, 'apps/web');
  let renderPage: PageRenderer | undefined;
  if (web === 'built') renderPage = await registerBuiltWebApp(app, path.join(webRoot, 'dist'));
  if (web === 'dev') renderPage = await registerDevWebApp(app, webRoot);

  app.setNotFoundHandler((request, reply) => {
    // Page routes belong to the SPA, which shows its own 'Not found' panel for unknown paths.
    if (renderPage && wantsHtml(request)) return renderPage(request, reply);
    const error = unroutedError(app.routeTable, request.method, request.url.split('?')[0] ?? '');
    if (error instanceof MethodNotAllowedError) reply.header('allow', error.allow.join(', '));
    throw error;
  });

  return app;
}
