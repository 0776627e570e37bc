import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loreEntries } from '../../db/schema/index.ts';
import type { OdysseyData, StoryData } from './lore-entry.ts';

interface SectionData {
  story: StoryData;
  odyssey: OdysseyData;
}

/** A section's entries in their order; four or so rows, so pages read the whole section. */
export async function loreSection<S extends keyof SectionData>(
  db: Pick<Db, 'select'>,
  section: S,
): Promise<{ id: string; data: SectionData[S] }[]> {
  const rows = await db
    .select({ id: loreEntries.id, data: loreEntries.data })
    .from(loreEntries)
    .where(eq(loreEntries.section, section))
    .orderBy(asc(loreEntries.position));
  return rows as { id: string; data: SectionData[S] }[];
}
