import { type PlatformMode, type SiteConfig, SiteConfigSchema } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { SiteNotConfiguredError } from '../../errors.ts';
import type { ReadThroughCache } from '../../infra/change-feed/read-through-cache.ts';
import { readContentFile } from '../editorial/read-content-file.ts';
import { findSiteConfig, insertSiteConfigIfMissing, updateSiteMode } from './site-config-repository.ts';

/** The configuration, from `copies` while they can be trusted (every page asks for it). */
export async function getSiteConfig(db: Db, copies?: ReadThroughCache<SiteConfig>): Promise<SiteConfig> {
  const config =
    copies?.peek('') ?? (copies ? await copies.get('', () => findSiteConfig(db)) : await findSiteConfig(db));
  if (!config) throw new SiteNotConfiguredError();
  return config;
}

function readSiteConfigFile(file: string): Promise<SiteConfig> {
  return readContentFile(file, SiteConfigSchema);
}

/**
 * Seeds the configuration from the committed file on first start; a mode given in the
 * environment (SITE_MODE) then overrides the stored one.
 */
export async function seedSiteConfig(
  db: Db,
  options: { file: string; mode?: PlatformMode | undefined },
): Promise<{ seeded: boolean }> {
  const seeded = await insertSiteConfigIfMissing(db, await readSiteConfigFile(options.file));
  if (options.mode) await updateSiteMode(db, options.mode);
  return { seeded };
}
