import type { EnvSettings } from '@guardians/shared';

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The origin the web app sends API requests to: its `apiUrl` without a trailing `/api`. */
export function apiOrigin(env: EnvSettings): string {
  return env.apiUrl.replace(/\/+$/, '').replace(/\/api$/, '');
}

/** A site-served path (`/api/...`) as the web app resolves it; anything else is used as it is. */
export function onApi(env: EnvSettings, href: string): string {
  return href.startsWith('/api/') ? `${apiOrigin(env)}${href}` : href;
}

/** A JSON response the page's script will ask for with credentials (lib/api-client.ts). */
export function fetchPreload(href: string): string {
  return `<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin="use-credentials" />`;
}

/** A picture the page shows; `high` for the one expected to be its largest paint. */
export function imagePreload(href: string, priority: 'high' | 'auto' = 'high'): string {
  const hint = priority === 'high' ? ' fetchpriority="high"' : '';
  return `<link rel="preload" href="${escapeAttr(href)}" as="image"${hint} />`;
}

/** The picture a page leads with, shown in index.html's static shell before the scripts have run. */
export interface LeadPicture {
  /** A banner spans the page under the navbar (a collection's); a picture sits in the page's column. */
  kind: 'banner' | 'picture';
  href: string;
  /** Intrinsic size when known (a gallery tile); items are shown in a square frame. */
  width: number;
  height: number;
}

/** What a page's HTML gets: preload tags for its head, and its lead picture for the shell. */
export interface PageHints {
  tags: string;
  picture: LeadPicture | null;
}

export const NO_HINTS: PageHints = { tags: '', picture: null };

/** The shell's `<img>`: decorative there (alt=""), since the page itself names it once it renders. */
export function shellPicture(picture: LeadPicture): string {
  return (
    `<img class="shell-${picture.kind}" src="${escapeAttr(picture.href)}" alt="" width="${picture.width}" ` +
    `height="${picture.height}" fetchpriority="high" decoding="async" />`
  );
}
