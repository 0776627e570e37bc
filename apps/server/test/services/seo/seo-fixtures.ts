import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { createChainClient } from '../../../src/chain/chain-client.ts';
import { loadConfig } from '../../../src/config.ts';
import type { Db } from '../../../src/db/client.ts';
import { editorialPosts, loreEntries } from '../../../src/db/schema/index.ts';
import { seedSiteConfig } from '../../../src/services/site-config/site-config-service.ts';
import { createTestDatabase } from '../../helpers/test-database.ts';

/** The head of apps/web/index.html in short: the template's own title and description get replaced. */
export const INDEX = `<!doctype html><html lang="en"><head>
    <meta charset="UTF-8" />
    <title>Guardians</title>
    <meta
      name="description"
      content="The template's description."
    />
    <!--guardians-env-->
  </head><body><div id="root"></div></body></html>`;

/** The real app serving a built web app (a stand-in index.html) with the given environment. */
export async function startSeoApp(env: Record<string, string> = {}) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'guardians-seo-'));
  const dist = path.join(root, 'apps/web/dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', RPC_URL: inject('rpcUrl'), CHAIN_ID: '31337', ...env }),
    rootDir: root,
  };
  await seedSiteConfig(database.db, {
    file: path.resolve(import.meta.dirname, '../../../../../content/site-config.json'),
  });
  const chain = createChainClient({ rpcUrl: inject('rpcUrl'), chainId: 31337, name: 'Local' });
  const app: FastifyInstance = await buildApp(config, { db: database.db, chain, web: 'built' });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export async function createBlogPost(
  db: Db,
  fields: { slug: string; title: string; excerpt: string; image?: string },
) {
  const [row] = await db
    .insert(editorialPosts)
    .values({
      kind: 'blog',
      category: 'News',
      author: 'The Guardians team',
      markdown: fields.excerpt,
      html: `<p>${fields.excerpt}</p>`,
      publishedAt: new Date('2026-02-01T10:00:00Z'),
      origin: 'admin',
      image: fields.image ?? null,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('post insert returned no row');
  return row;
}

export async function createStoryEntry(
  db: Db,
  fields: { id: string; position: number; title: string; isOpened: boolean; text: string[] },
) {
  await db.insert(loreEntries).values({
    section: 'story',
    id: fields.id,
    position: fields.position,
    contentHash: fields.id,
    data: {
      title: fields.title,
      image: `/lore/${fields.id}.webp`,
      isOpened: fields.isOpened,
      date: '2026-01-15T00:00:00.000Z',
      text: fields.text,
      multimedia: [],
    },
  });
}

/** The content of `<meta property|name="key" content="...">` in a page, entities decoded. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`));
  return tag?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

export function canonical(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1]?.replaceAll('&amp;', '&');
}
