import { type PlatformMode, type SiteConfig, SiteConfigSchema, type SiteSettings } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { SiteNotConfiguredError } from '../../errors.ts';
import type { ReadThroughCache } from '../../infra/change-feed/read-through-cache.ts';
import { readContentFile } from '../editorial/read-content-file.ts';
import {
  findSiteConfig,
  findSiteConfigProvenance,
  insertSiteConfigIfMissing,
  replaceSiteConfig,
  updateSiteModeUnlessEdited,
} from './site-config-repository.ts';

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
 * environment (SITE_MODE) then overrides the stored one, unless the console has edited it
 * (`modeIgnored`: the console's choice wins, decision 0082).
 */
export async function seedSiteConfig(
  db: Db,
  options: { file: string; mode?: PlatformMode | undefined },
): Promise<{ seeded: boolean; modeIgnored: boolean }> {
  const seeded = await insertSiteConfigIfMissing(db, await readSiteConfigFile(options.file));
  const modeIgnored = options.mode ? !(await updateSiteModeUnlessEdited(db, options.mode)) : false;
  return { seeded, modeIgnored };
}

/** The configuration as the console shows it: with who last saved it there, if anyone. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [config, provenance] = await Promise.all([findSiteConfig(db), findSiteConfigProvenance(db)]);
  if (!config || !provenance) throw new SiteNotConfiguredError();
  return { config, editedAt: provenance.editedAt?.toISOString() ?? null, editedBy: provenance.editedBy };
}

/** The console's save, in effect at once for every visitor (the row's trigger drops the copies). */
export async function saveSiteSettings(db: Db, config: SiteConfig, editedBy: string): Promise<SiteSettings> {
  if (!(await replaceSiteConfig(db, config, editedBy))) throw new SiteNotConfiguredError();
  return getSiteSettings(db);
}
