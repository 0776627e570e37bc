import type { StoryCard, StoryDetail } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { loreSection } from './lore-repository.ts';
import { openEntryWithNeighbours } from './neighbours.ts';

/** Spec 3: every chapter's card, locked ones included (the grid shows them locked). */
export async function listStoryCards(db: Db): Promise<StoryCard[]> {
  const entries = await loreSection(db, 'story');
  return entries.map(({ id, data }) => ({
    id,
    title: data.title,
    image: data.image,
    isOpened: data.isOpened,
  }));
}

export async function getStoryDetail(db: Db, id: string): Promise<StoryDetail> {
  const { entry, previous, next } = openEntryWithNeighbours(await loreSection(db, 'story'), id);
  const { title, date, text, multimedia } = entry.data;
  return { id: entry.id, title, date, text, multimedia, previous, next };
}
