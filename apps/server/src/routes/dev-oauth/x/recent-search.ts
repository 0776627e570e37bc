import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DEMO_X_SEARCH_PATHS } from '../../../config/x-ingest.ts';
import { type ComposePageInput, composePage } from '../../../demo/x-search/compose-page.ts';
import { demoXPicture, demoXPicturePng } from '../../../demo/x-search/demo-x-pictures.ts';
import { ComposeRefusedError, DemoXPosts } from '../../../demo/x-search/demo-x-posts.ts';
import { bearerAccepted, searchRecent } from '../../../demo/x-search/recent-search.ts';
import { RecentSearchError, UNAUTHORIZED } from '../../../demo/x-search/x-problems.ts';

function stringsOf(value: unknown): Record<string, string | undefined> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, field]) => typeof field === 'string'));
}

function json(reply: FastifyReply, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  return reply.code(status).header('cache-control', 'no-store').type(type).send(JSON.stringify(body));
}

/**
 * The demo's stand-in for X's recent search (decision 0073), beside the demo X's sign-in: registered
 * only where the configuration points ingestion at it (the local chain, outside production, no
 * X_API_BEARER_TOKEN). `/2/tweets/search/recent` answers as X API v2 does, `/media/<picture>.png`
 * serves the posts' pictures, and `/compose/post` is the page where a person posts. Elsewhere these
 * paths are the site's own 404.
 */
const demoXSearchRoutes: FastifyPluginAsync = async (app) => {
  const { xIngest, rootDir } = app.config;
  const { demo, bearerToken, hashtag } = xIngest;
  if (!demo || !bearerToken || !hashtag) return;
  const paths = DEMO_X_SEARCH_PATHS;
  const mediaPath = `${paths.prefix}${paths.media}`;
  const posts = new DemoXPosts(hashtag);
  const hide = { hide: true };
  // The compose page posts a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(paths.recentSearch, { schema: hide }, async (request, reply) => {
    try {
      if (!bearerAccepted(request.headers.authorization, bearerToken)) throw UNAUTHORIZED;
      const params = new URL(request.url, demo.origin).searchParams;
      const body = searchRecent(posts.all(), params, {
        now: Date.now(),
        mediaUrl: (post) => `${demo.origin}${mediaPath}/${post.picture.name}.png`,
      });
      return json(reply, 200, body);
    } catch (error) {
      if (!(error instanceof RecentSearchError)) throw error;
      return json(reply, error.status, error.body, 'application/problem+json');
    }
  });

  app.get<{ Params: { file: string } }>(`${paths.media}/:file`, { schema: hide }, async (request, reply) => {
    const name = /^([a-z-]+)\.png$/.exec(request.params.file)?.[1];
    const picture = name === undefined ? undefined : demoXPicture(name);
    if (!picture) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const png = await demoXPicturePng(rootDir, picture);
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
  });

  const common = {
    action: `${paths.prefix}${paths.compose}`,
    mediaPath,
    hashtag,
    intervalSeconds: xIngest.intervalSeconds,
  };
  const page = (reply: FastifyReply, status: number, input: Omit<ComposePageInput, keyof typeof common>) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The site's no-referrer makes a form post's Origin 'null', which its cross-site check refuses.
      .header('referrer-policy', 'same-origin')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(composePage({ ...common, ...input }));

  app.get(paths.compose, { schema: hide }, async (request, reply) => {
    const posted = stringsOf(request.query).posted;
    return page(reply, 200, { posted: posted ? posts.find(posted) : undefined });
  });

  app.post(paths.compose, { schema: hide }, async (request, reply) => {
    const form = stringsOf(request.body);
    try {
      const post = posts.compose(form);
      // Post, then redirect, then get: a reload does not post again.
      return reply.header('cache-control', 'no-store').redirect(`${common.action}?posted=${post.id}`, 303);
    } catch (error) {
      if (!(error instanceof ComposeRefusedError)) throw error;
      return page(reply, 400, { form, error: { field: error.field, message: error.message } });
    }
  });
};

export default demoXSearchRoutes;
