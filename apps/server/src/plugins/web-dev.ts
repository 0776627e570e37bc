import { readFile } from 'node:fs/promises';
import path from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { type PageRenderer, pageHtml, pageStatus } from './web-app.ts';

/**
 * `npm run dev`: Vite's dev server in middleware mode on our own port, so the API, the pages and
 * hot reload share one origin (cookies and the origin check behave as in production).
 */
export async function registerDevWebApp(app: FastifyInstance, webRoot: string): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use((req, res, next) => {
    // Vite handles modules and assets; page routes and the API stay with Fastify.
    if (req.url?.startsWith('/api') || req.url?.startsWith('/docs')) return next();
    vite.middlewares(req, res, next);
  });
  app.addHook('onClose', () => vite.close());
  return async (request, reply) => {
    const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    const html = await vite.transformIndexHtml(request.url, template);
    return reply
      .code(pageStatus(request))
      .type('text/html; charset=utf-8')
      .send(await pageHtml(app, request, html));
  };
}
