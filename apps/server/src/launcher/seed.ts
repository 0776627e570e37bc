import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { editorialContentDir } from '../services/editorial/content-files.ts';
import { loadEditorialContent } from '../services/editorial/content-loader.ts';
import { guardiansFile, seedGuardians } from '../services/guardians/guardian-service.ts';
import { seedSiteConfig } from '../services/site-config/site-config-service.ts';

/** First-run data; every step is idempotent, so restarts never duplicate or overwrite it. */
export async function seedOnStart(
  db: Db,
  config: Config,
): Promise<{ firstRun: boolean; modeIgnored: boolean }> {
  const { seeded, modeIgnored } = await seedSiteConfig(db, {
    file: config.siteConfigFile,
    mode: config.mode,
  });
  await seedGuardians(db, guardiansFile(config.rootDir));
  await loadEditorialContent(db, editorialContentDir(config.rootDir));
  return { firstRun: seeded, modeIgnored };
}
