import { access } from 'node:fs/promises';
import path from 'node:path';
import { type QuestContent, QuestContentFileSchema } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { quests } from '../../db/schema/index.ts';
import { readContentFile } from '../editorial/read-content-file.ts';

export function questsFile(rootDir: string): string {
  return path.join(rootDir, 'content/quests.json');
}

function readQuestsFile(file: string): Promise<QuestContent[]> {
  return readContentFile(file, QuestContentFileSchema);
}

/**
 * Adds the content file's quests the database does not have yet (by slug). Existing ones are left
 * alone, so an administrator's edits (points, dates, limits, disabling) survive every restart. A
 * site without the file starts with no quests; a malformed file still stops the start.
 */
export async function seedQuests(db: Db, file: string): Promise<{ added: number }> {
  if (!(await exists(file))) return { added: 0 };
  const entries = await readQuestsFile(file);
  const inserted = await db
    .insert(quests)
    .values(
      entries.map((entry) => ({
        slug: entry.slug,
        title: entry.title,
        description: entry.description,
        kind: entry.kind,
        params: entry.params,
        points: String(entry.points),
        startsAt: entry.startsAt ? new Date(entry.startsAt) : null,
        endsAt: entry.endsAt ? new Date(entry.endsAt) : null,
        maxCompletions: entry.maxCompletions,
        position: entry.position,
      })),
    )
    .onConflictDoNothing({ target: quests.slug })
    .returning({ id: quests.id });
  return { added: inserted.length };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
