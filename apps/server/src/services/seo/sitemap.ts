import { sql } from 'drizzle-orm';
import { defaultCollection, itemPath } from './catalogue-meta.ts';
import type { SeoContext } from './seo-context.ts';
import { STATIC_PAGES } from './static-pages.ts';

/** Items of the default collection listed at most (a sitemap file holds up to 50,000 URLs). */
const SITEMAP_ITEM_CAP = 5000;

interface Entry {
  path: string;
  lastmod?: Date | string | null;
}

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function staticEntries(ctx: SeoContext): Entry[] {
  const shown = Object.entries(STATIC_PAGES).filter(
    ([, page]) =>
      (page.mode === undefined || page.mode === ctx.site.mode) &&
      (page.flag === undefined || ctx.site[page.flag] !== false),
  );
  return [{ path: '/' }, ...shown.map(([path]) => ({ path }))];
}

async function catalogueEntries(ctx: SeoContext): Promise<Entry[]> {
  const collections = await ctx.db.execute<{ slug: string; token_address: string; created_at: Date }>(sql`
    select slug, token_address, created_at from collections where chain_id = ${ctx.chainId} order by id`);
  const entries: Entry[] = collections.rows.map((row) => ({
    path: `/collection/${encodeURIComponent(row.slug)}`,
    lastmod: row.created_at,
  }));
  const collection = await defaultCollection(ctx);
  if (!collection) return entries;
  const items = await ctx.db.execute<{ token_id: string; updated_at: Date }>(sql`
    select token_id::text as token_id, updated_at from tokens
     where chain_id = ${collection.chainId} and token_address = ${collection.tokenAddress}
       and owner is not null
     order by token_id
     limit ${SITEMAP_ITEM_CAP}`);
  for (const row of items.rows) {
    entries.push({
      path: itemPath(ctx, collection, collection.tokenAddress, row.token_id),
      lastmod: row.updated_at,
    });
  }
  return entries;
}

async function editorialEntries(ctx: SeoContext): Promise<Entry[]> {
  const posts = await ctx.db.execute<{ slug: string; updated_at: Date }>(sql`
    select slug, updated_at from editorial_posts where kind = 'blog' and not draft
     order by published_at desc, id desc`);
  const lore = await ctx.db.execute<{ section: string; id: string; date: string | null }>(sql`
    select section, id, data->>'date' as date from lore_entries
     where (data->>'isOpened')::boolean order by section, position`);
  const enabled = (flag: 'enableBlog' | 'enableStory' | 'enableOdyssey') => ctx.site[flag] !== false;
  return [
    ...(enabled('enableBlog')
      ? posts.rows.map((row) => ({ path: `/blogs/${encodeURIComponent(row.slug)}`, lastmod: row.updated_at }))
      : []),
    ...lore.rows
      .filter((row) => enabled(row.section === 'story' ? 'enableStory' : 'enableOdyssey'))
      .map((row) => ({ path: `/${row.section}/${encodeURIComponent(row.id)}`, lastmod: row.date })),
  ];
}

function lastmodOf(value: Entry['lastmod']): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** sitemap.xml: home, the sections switched on, collections, the collection's items, posts, open lore. */
export async function buildSitemap(ctx: SeoContext): Promise<string> {
  const entries = [...staticEntries(ctx), ...(await catalogueEntries(ctx)), ...(await editorialEntries(ctx))];
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, `${ctx.origin}/`).toString())}</loc>`;
    const lastmod = lastmodOf(entry.lastmod);
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
