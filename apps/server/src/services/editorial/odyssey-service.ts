import type { OdysseyDetail, OdysseyItem } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import type { OdysseyData } from './lore-entry.ts';
import { loreSection } from './lore-repository.ts';
import { openEntryWithNeighbours } from './neighbours.ts';

/**
 * Spec 3: every stage. A locked stage shows its teaser (title, description, art, prize, length,
 * socials) but not its text, pictures or video, which its page would refuse too.
 */
export async function listOdysseyItems(db: Db): Promise<OdysseyItem[]> {
  const entries = await loreSection(db, 'odyssey');
  return entries.map(({ id, data }) => (data.isOpened ? { id, ...data } : { id, ...teaser(data) }));
}

export async function getOdysseyDetail(db: Db, id: string): Promise<OdysseyDetail> {
  const { entry, previous, next } = openEntryWithNeighbours(await loreSection(db, 'odyssey'), id);
  return { id: entry.id, ...entry.data, previous, next };
}

function teaser(data: OdysseyData): OdysseyData {
  return { ...data, text: [], images: [], videoURL: null };
}
