import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type EnvSettings, isPagePath } from '@guardians/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteOrigin } from '../infra/http/site-origin.ts';
import { createReadContext, type ReadContext } from '../services/catalogue/read/read-context.ts';
import { pagePreloads } from '../services/page-preloads/page-preloads.ts';
import { type LeadPicture, shellPicture } from '../services/page-preloads/preload-links.ts';
import { metaTags } from '../services/seo/page-meta.ts';
import { resolvePageMeta } from '../services/seo/resolve-page-meta.ts';
import { createSeoContext } from '../services/seo/seo-context.ts';
import { getEnvSettings } from '../services/site-config/env-settings.ts';
import { createRouteChunkPreloads } from './route-chunk-preloads.ts';

const ENV_PLACEHOLDER = '<!--guardians-env-->';
const SHELL_PLACEHOLDERS = {
  banner: '<!--guardians-shell-banner-->',
  picture: '<!--guardians-shell-picture-->',
} as const;

/** Serialises settings into a non-executable JSON block (allowed by a strict CSP, no extra request). */
export function injectEnv(html: string, env: EnvSettings): string {
  const json = JSON.stringify(env).replaceAll('<', '\\u003c');
  // A function replacement: `$&` or `$'` in a value must stay text, not a replacement pattern.
  return html.replace(
    ENV_PLACEHOLDER,
    () => `<script id="guardians-env" type="application/json">${json}</script>`,
  );
}

/** The page's lead picture in the static shell (index.html), where the template leaves room for it. */
export function injectShellPicture(html: string, picture: LeadPicture | null): string {
  return picture ? html.replace(SHELL_PLACEHOLDERS[picture.kind], () => shellPicture(picture)) : html;
}

/** Adds tags at the end of <head>. */
function injectHead(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html;
}

/** The template's own title and description: each page gets its own (services/seo). */
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/i;

/** Puts the page's title, description, canonical URL, Open Graph and Twitter tags in its head. */
function injectSeo(html: string, tags: string): string {
  return injectHead(html.replace(TEMPLATE_TITLE, '').replace(TEMPLATE_DESCRIPTION, ''), tags);
}

async function pageSeoTags(app: FastifyInstance, request: FastifyRequest, url: URL): Promise<string> {
  const ctx = await createSeoContext({
    db: app.db,
    chainId: app.chain.chainId,
    config: app.config,
    origin: siteOrigin(request),
  });
  const meta = await resolvePageMeta(ctx, url, (error) =>
    request.log.warn({ err: error }, 'page tags fell back to the site defaults'),
  );
  return metaTags(ctx, meta);
}

const readContexts = new WeakMap<FastifyInstance, ReadContext>();

/** index.html for one page request: the environment settings, the page's tags and its preloads. */
export async function pageHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  routeChunks: (pathname: string) => string = () => '',
): Promise<string> {
  const env = await getEnvSettings(app.db, app.config, app.chain, request.log);
  let read = readContexts.get(app);
  if (!read) {
    read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });
    readContexts.set(app, read);
  }
  const url = new URL(request.url, 'http://page.invalid');
  const [seo, hints] = await Promise.all([
    pageSeoTags(app, request, url),
    pagePreloads({ read, db: app.db }, url, env),
  ]);
  const tags = [seo, routeChunks(url.pathname), hints.tags].filter(Boolean).join('\n    ');
  return injectShellPicture(injectSeo(injectEnv(template, env), tags), hints.picture);
}

export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url === '/api') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (with the environment
 * settings injected) for every other page route so client-side routing works on reload.
 */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** 200 for a page of the web app, 404 for any other path: the same HTML, whose router says "not found". */
export function pageStatus(request: FastifyRequest): 200 | 404 {
  return isPagePath(new URL(request.url, 'http://page.invalid').pathname) ? 200 : 404;
}

export async function registerBuiltWebApp(app: FastifyInstance, distDir: string): Promise<PageRenderer> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run npm run build`);
  }
  const template = await readFile(indexFile, 'utf8');
  const routeChunks = createRouteChunkPreloads(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // The build writes .br/.gz beside each asset; serving them uncompressed costs ~20 Lighthouse points.
    preCompressed: true,
    wildcard: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const renderPage: PageRenderer = async (request, reply) => {
    const html = await pageHtml(app, request, template, routeChunks);
    return reply
      .code(pageStatus(request))
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };
  app.get('/', { schema: { hide: true } }, renderPage);
  return renderPage;
}
