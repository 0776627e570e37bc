import { gatewayUrl } from '../../../indexer/metadata/resolve-uri.ts';

/** Paths this server serves itself; an absolute URL to one of them is returned site-relative. */
const SITE_PATH = /^\/api\/(demo|media)\//;
/** The demo art route, which also renders small sizes for grids. */
const DEMO_PNG = /^\/api\/demo\/[^?#]+\/image\.png(\?[^#]*)?$/;
const THUMBNAIL_SIZE = 320;

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

export interface UrlPresenter {
  /** A stored image or media URL as the browser should load it; null stays null. */
  url(stored: string | null): string | null;
  /** A small rendition of an already presented image where one exists, else the image itself. */
  thumbnail(image: string | null): string | null;
}

/**
 * Token URLs the indexer stored may point at this very server under whatever host name it was
 * reached by when the metadata was built (http://127.0.0.1:<PORT>/api/demo/...). Those become
 * `/api/demo/...` so a page works whatever host name the browser uses; ipfs:// goes through the
 * configured gateway; everything else is unchanged.
 */
export function createUrlPresenter(options: { publicUrl?: string; ipfsGateway: string }): UrlPresenter {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;

  function url(stored: string | null): string | null {
    if (!stored) return null;
    if (stored.startsWith('ipfs://')) return gatewayUrl(stored, options.ipfsGateway);
    if (!/^https?:\/\//i.test(stored)) return stored;
    let parsed: URL;
    try {
      parsed = new URL(stored);
    } catch {
      return stored;
    }
    const ownHost = isLoopback(parsed.hostname) || parsed.origin === publicOrigin;
    if (ownHost && SITE_PATH.test(parsed.pathname)) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return stored;
  }

  function thumbnail(image: string | null): string | null {
    if (!image || !DEMO_PNG.test(image) || /[?&]size=/.test(image)) return image;
    return `${image}${image.includes('?') ? '&' : '?'}size=${THUMBNAIL_SIZE}`;
  }

  return { url, thumbnail };
}
