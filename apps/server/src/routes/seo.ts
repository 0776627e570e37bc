import type { FastifyPluginAsync } from 'fastify';
import { siteOrigin } from '../infra/http/site-origin.ts';
import { buildRobots } from '../services/seo/robots.ts';
import { createSeoContext } from '../services/seo/seo-context.ts';
import { buildSitemap } from '../services/seo/sitemap.ts';

/** /robots.txt and /sitemap.xml for crawlers, at the site's root (decision 0043). */
const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(siteOrigin(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const ctx = await createSeoContext({
      db: app.db,
      chainId: app.chain.chainId,
      config: app.config,
      origin: siteOrigin(request),
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(ctx));
  });
};

export default seoRoutes;
