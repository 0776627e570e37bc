import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { EnvSettings } from '@guardians/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectionPagePreloads } from '../services/catalogue-read/page-preloads.ts';
import { createReadContext, type ReadContext } from '../services/catalogue-read/read-context.ts';
import { getEnvSettings } from '../services/site-config/env-settings.ts';
import { createRouteChunkPreloads } from './route-chunk-preloads.ts';

const ENV_PLACEHOLDER = '<!--guardians-env-->';

/** Serialises settings into a non-executable JSON block (allowed by a strict CSP, no extra request). */
export function injectEnv(html: string, env: EnvSettings): string {
  const json = JSON.stringify(env).replaceAll('<', '\\u003c');
  return html.replace(ENV_PLACEHOLDER, `<script id="guardians-env" type="application/json">${json}</script>`);
}

/** Adds `<link>` tags at the end of <head>. */
export function injectHead(html: string, tags: string): string {
  return tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html;
}

const readContexts = new WeakMap<FastifyInstance, ReadContext>();

/** index.html for one page request: the environment settings and the page's preloads. */
export async function pageHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  routeChunks: (pathname: string) => string = () => '',
): Promise<string> {
  const env = await getEnvSettings(app.db, app.config, app.chain);
  let read = readContexts.get(app);
  if (!read) {
    read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });
    readContexts.set(app, read);
  }
  const url = new URL(request.url, 'http://page.invalid');
  const tags = [routeChunks(url.pathname), await collectionPagePreloads(read, url, env)];
  return injectHead(injectEnv(template, env), tags.filter(Boolean).join('\n    '));
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
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  app.get('/', { schema: { hide: true } }, renderPage);
  return renderPage;
}
