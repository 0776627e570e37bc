import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type VaultContent, VaultContentFileSchema } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { vaultAssets } from '../../db/schema/index.ts';
import { isStorageKey, type Storage } from '../../infra/storage/storage.ts';
import { readContentFile } from '../editorial/read-content-file.ts';
import { existingVaultSlugs } from './vault-repository.ts';

export function vaultFile(rootDir: string): string {
  return path.join(rootDir, 'content/vault/vault.json');
}

function readVaultFile(file: string): Promise<VaultContent[]> {
  return readContentFile(file, VaultContentFileSchema);
}

/**
 * Adds the content file's assets the database does not have yet (by slug); existing rows are left
 * alone. The list order is the vault's order. A site without the file starts with an empty vault;
 * a malformed file, or one naming a missing file, stops the start.
 */
export async function seedVault(ctx: { db: Db; storage: Storage }, file: string): Promise<{ added: number }> {
  if (!(await exists(file))) return { added: 0 };
  const entries = await readVaultFile(file);
  const present = await existingVaultSlugs(
    ctx.db,
    entries.map((entry) => entry.slug),
  );
  let added = 0;
  for (const [position, entry] of entries.entries()) {
    if (present.has(entry.slug)) continue;
    const folder = path.dirname(file);
    const body = await readFile(path.join(folder, entry.file));
    const imageKey = await storeByContent(
      ctx.storage,
      await readFile(path.join(folder, entry.preview)),
      'png',
    );
    const fileKey = await storeByContent(ctx.storage, body, path.extname(entry.file).slice(1), file);
    const inserted = await ctx.db
      .insert(vaultAssets)
      .values({
        slug: entry.slug,
        title: entry.title,
        description: entry.description,
        imageKey,
        fileKey,
        fileName: entry.file,
        mimeType: entry.mimeType,
        sizeBytes: body.length,
        holdersOnly: entry.holdersOnly,
        position,
      })
      .onConflictDoNothing()
      .returning({ id: vaultAssets.id });
    if (inserted.length > 0) added += 1;
  }
  return { added };
}

/**
 * Named by content, so seeding again (every fresh database, every test app) finds the file stored
 * before instead of adding a copy.
 */
async function storeByContent(
  storage: Storage,
  body: Buffer,
  extension: string,
  source?: string,
): Promise<string> {
  const key = `${createHash('sha256').update(body).digest('hex').slice(0, 32)}.${extension}`;
  if (!isStorageKey(key)) {
    throw new Error(`${source}: the file storage does not hold .${extension} files (png or webp only)`);
  }
  if (!(await storage.get(key))) await storage.put(key, body);
  return key;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
