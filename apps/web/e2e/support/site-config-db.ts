import pg from 'pg';
import { inject } from 'vitest';

/** Changes the stored site configuration the way an operator would, straight in PostgreSQL. */
export async function updateSiteConfig(columns: Record<string, string | boolean>): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const names = Object.keys(columns);
    const sets = names.map((name, i) => `${name} = $${i + 1}`).join(', ');
    await client.query(`update site_config set ${sets}`, Object.values(columns));
  } finally {
    await client.end();
  }
}

export const allFlagsOn = {
  mode: 'single',
  enable_gallery: true,
  enable_explore: true,
  enable_story: true,
  enable_odyssey: true,
  enable_owners: true,
  enable_quests: true,
  enable_blog: true,
  enable_about: true,
  enable_portal: true,
};
