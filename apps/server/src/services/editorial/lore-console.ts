import type { ConsoleLoreEntry } from '@guardians/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceTransaction } from '../../db/request-transaction.ts';
import { loreEntries } from '../../db/schema/index.ts';
import { lockEditorialContent } from './content-loader.ts';
import { EditorialNotFoundError } from './editorial-errors.ts';

type Section = 'story' | 'odyssey';

const columns = {
  id: loreEntries.id,
  data: loreEntries.data,
  editedAt: loreEntries.editedAt,
};

function toConsoleEntry(row: {
  id: string;
  data: { title: string; image: string; isOpened: boolean };
  editedAt: Date | null;
}): ConsoleLoreEntry {
  const { title, image, isOpened } = row.data;
  return { id: row.id, title, image, isOpened, origin: row.editedAt ? 'edited' : 'file' };
}

/** Every chapter or stage in its order, locked ones included, for the console. */
export async function listConsoleLore(db: Db, section: Section): Promise<ConsoleLoreEntry[]> {
  const rows = await db
    .select(columns)
    .from(loreEntries)
    .where(eq(loreEntries.section, section))
    .orderBy(asc(loreEntries.position));
  return rows.map(toConsoleEntry);
}

export async function getConsoleLore(db: Db, section: Section, id: string): Promise<ConsoleLoreEntry> {
  const [row] = await db
    .select(columns)
    .from(loreEntries)
    .where(and(eq(loreEntries.section, section), eq(loreEntries.id, id)))
    .limit(1);
  if (!row) throw new EditorialNotFoundError();
  return toConsoleEntry(row);
}

/**
 * Opens or locks a chapter or stage. `edited_at` marks the choice as the console's, so the content
 * loader keeps it when the entry's file changes or the site restarts. The loader's lock is taken
 * too: a node starting meanwhile reads the section before rewriting it, and would drop the change.
 */
export async function setLoreOpened(
  db: Db,
  section: Section,
  id: string,
  isOpened: boolean,
): Promise<ConsoleLoreEntry> {
  return serviceTransaction(db, async (tx) => {
    await lockEditorialContent(tx);
    const [row] = await tx
      .update(loreEntries)
      .set({
        data: sql`jsonb_set(${loreEntries.data}, '{isOpened}', to_jsonb(${isOpened}::boolean))`,
        editedAt: new Date(),
      })
      .where(and(eq(loreEntries.section, section), eq(loreEntries.id, id)))
      .returning(columns);
    if (!row) throw new EditorialNotFoundError();
    return toConsoleEntry(row);
  });
}
