import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ShieldContent, ShieldContentFileSchema } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { shields } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { readContentFile } from '../editorial/read-content-file.ts';
import { existingSlugs } from './shield-repository.ts';

export function shieldsFile(rootDir: string): string {
  return path.join(rootDir, 'content/shields.json');
}

function readShieldsFile(file: string): Promise<ShieldContent[]> {
  return readContentFile(file, ShieldContentFileSchema);
}

/**
 * Adds the content file's shields that the database does not have yet (by slug). Existing ones are
 * left alone, so an administrator's edits of name, description or picture survive every restart.
 * A site without the file simply starts with no shields; a malformed file still stops the start.
 */
export async function seedShields(
  ctx: { db: Db; storage: Storage; chainId: number },
  file: string,
): Promise<{ added: number }> {
  if (!(await exists(file))) return { added: 0 };
  const entries = await readShieldsFile(file);
  const present = await existingSlugs(
    ctx.db,
    entries.map((entry) => entry.slug),
  );
  let added = 0;
  for (const entry of entries) {
    if (present.has(entry.slug)) continue;
    const bytes = await readFile(path.join(path.dirname(file), entry.image));
    // Named by content: seeding again (every fresh database, every test app) finds the file it
    // stored before instead of adding another copy.
    const key = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.png`;
    if (!(await ctx.storage.get(key))) await ctx.storage.put(key, bytes);
    const inserted = await ctx.db
      .insert(shields)
      .values({
        slug: entry.slug,
        name: entry.name,
        description: entry.description,
        imageKey: key,
        rule: entry.rule,
        threshold: entry.threshold,
        chainId: ctx.chainId,
      })
      .onConflictDoNothing()
      .returning({ id: shields.id });
    // Another process seeded it first, or an admin already uses the name: keep theirs (the file
    // stays: with a content key it may be theirs too).
    if (inserted.length > 0) added += 1;
  }
  return { added };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
