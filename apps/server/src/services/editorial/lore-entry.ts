import {
  OdysseyFrontMatterSchema,
  type OdysseyItem,
  type StoryDetail,
  StoryFrontMatterSchema,
} from '@guardians/shared';
import type { ContentFile } from './content-files.ts';
import { parseFrontMatter } from './front-matter.ts';
import { markdownParagraphs } from './render-markdown.ts';
import { isSafeLinkUrl } from './safe-urls.ts';

export type StoryData = Omit<StoryDetail, 'id' | 'previous' | 'next'> & { image: string; isOpened: boolean };
export type OdysseyData = Omit<OdysseyItem, 'id'>;

export interface LoreEntry<T> {
  file: string;
  id: string;
  position: number;
  data: T;
  contentHash: string;
}

/** `content/story/*.md`: front matter for the card, the body's paragraphs for the detail. */
export function storyEntry({ file, source, hash }: ContentFile): LoreEntry<StoryData> {
  const { data, body } = parseFrontMatter(file, source, StoryFrontMatterSchema);
  return {
    file,
    id: data.id,
    position: data.order,
    contentHash: hash,
    data: {
      title: data.title,
      image: data.image,
      isOpened: data.isOpened,
      date: data.date.toISOString(),
      text: markdownParagraphs(body),
      multimedia: data.multimedia,
    },
  };
}

/** `content/odyssey/*.md`: a stage of the Odyssey; the body's paragraphs become `text`. */
export function odysseyEntry({ file, source, hash }: ContentFile): LoreEntry<OdysseyData> {
  const { data, body } = parseFrontMatter(file, source, OdysseyFrontMatterSchema);
  const { id, order, ...item } = data;
  const unsafe = item.socials.find((social) => !isSafeLinkUrl(social.url));
  if (unsafe) throw new Error(`${file}: socials ${unsafe.label} must be an http(s), mailto or site link`);
  return { file, id, position: order, contentHash: hash, data: { ...item, text: markdownParagraphs(body) } };
}

/** Two files of a section claiming the same id or order would make the pages ambiguous. */
export function assertUniqueEntries(entries: LoreEntry<unknown>[]): void {
  const ids = new Map<string, string>();
  const positions = new Map<number, string>();
  for (const entry of entries) {
    const sameId = ids.get(entry.id);
    if (sameId) throw new Error(`${entry.file}: id ${entry.id} is already used by ${sameId}`);
    const sameOrder = positions.get(entry.position);
    if (sameOrder) throw new Error(`${entry.file}: order ${entry.position} is already used by ${sameOrder}`);
    ids.set(entry.id, entry.file);
    positions.set(entry.position, entry.file);
  }
}
