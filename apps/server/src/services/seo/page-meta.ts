import { absoluteUrl, type SeoContext, SITE_DESCRIPTION, SITE_TAGLINE } from './seo-context.ts';

/** One page's title, summary and picture as crawlers and link previews see them. */
export interface PageMeta {
  /** The page's own title; the site's name is added. Undefined: site name and tagline. */
  title?: string;
  description?: string | null;
  /** Stored image URL or site path. */
  image?: string | null;
  /** The canonical path (with the query that selects the content, if any). */
  path: string;
  type?: 'website' | 'article' | 'profile';
}

const DESCRIPTION_MAX = 200;

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One line of at most DESCRIPTION_MAX characters, cut at a word. */
function summarize(text: string | null | undefined): string | null {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return null;
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** `<title>`, description, canonical, Open Graph and Twitter card tags; every value escaped. */
export function metaTags(ctx: SeoContext, meta: PageMeta): string {
  const siteName = ctx.site.name;
  const title = meta.title ? `${meta.title} | ${siteName}` : `${siteName} — ${SITE_TAGLINE}`;
  const description = summarize(meta.description) ?? SITE_DESCRIPTION;
  const url = new URL(meta.path, `${ctx.origin}/`).toString();
  const image = absoluteUrl(ctx, meta.image);
  const attr = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;
  const property = (name: string, value: string) =>
    `<meta ${attr('property', name)} ${attr('content', value)} />`;
  const named = (name: string, value: string) => `<meta ${attr('name', name)} ${attr('content', value)} />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    named('description', description),
    `<link rel="canonical" ${attr('href', url)} />`,
    property('og:site_name', siteName),
    property('og:type', meta.type ?? 'website'),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    ...(image ? [property('og:image', image)] : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
    ...(image ? [named('twitter:image', image)] : []),
  ].join('\n    ');
}
