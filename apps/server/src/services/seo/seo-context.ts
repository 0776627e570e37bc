import type { SiteConfig } from '@guardians/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createUrlPresenter, type UrlPresenter } from '../catalogue/read/public-urls.ts';
import { findSiteConfig } from '../site-config/site-config-repository.ts';

/** The footer's tagline: with the site's name, the title of any page that has none of its own. */
export const SITE_TAGLINE = 'Join the Legends';
export const SITE_DESCRIPTION =
  'Guardians: collect, explore and quest in the world of the koi that became a dragon, its empress and her five Guardians.';

type SiteFacts = Pick<SiteConfig, 'name' | 'mode'> & Partial<SiteConfig>;

/** What resolving a page's tags needs: data access, the site's facts and its public origin. */
export interface SeoContext {
  db: Db;
  chainId: number;
  defaultTokenAddress: string | undefined;
  urls: UrlPresenter;
  site: SiteFacts;
  /** `https://example.org`: PUBLIC_URL's origin, else the request's. */
  origin: string;
}

export async function createSeoContext(deps: {
  db: Db;
  chainId: number;
  config: Pick<Config, 'publicUrl' | 'ipfsGateway' | 'defaultTokenAddress'>;
  origin: string;
}): Promise<SeoContext> {
  // Before the first seed there is no configuration: the pages still get the product's name.
  const site = (await findSiteConfig(deps.db)) ?? { name: 'Guardians', mode: 'single' as const };
  return {
    db: deps.db,
    chainId: deps.chainId,
    defaultTokenAddress: deps.config.defaultTokenAddress,
    urls: createUrlPresenter({ publicUrl: deps.config.publicUrl, ipfsGateway: deps.config.ipfsGateway }),
    site,
    origin: deps.origin,
  };
}

/** An absolute URL for a stored image or a site path; null stays null, a bad value becomes null. */
export function absoluteUrl(ctx: SeoContext, pathOrUrl: string | null | undefined): string | null {
  const presented = ctx.urls.url(pathOrUrl ?? null);
  if (!presented) return null;
  try {
    const url = new URL(presented, `${ctx.origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
