import type { DemoCollection } from '@guardians/shared';
import { seeded } from './prng.ts';

export type DemoMediaKind = 'video' | 'audio' | 'model';

/** The committed sample files in content/demo/media, one per kind, with their Content-Type. */
export const demoMediaFiles: Record<DemoMediaKind, { file: string; contentType: string }> = {
  video: { file: 'koi-loop.mp4', contentType: 'video/mp4' },
  audio: { file: 'temple-chime.mp3', contentType: 'audio/mpeg' },
  model: { file: 'koi-charm.gltf', contentType: 'model/gltf+json' },
};

/** Share of tokens carrying each kind; ~2% each so every collection page of 50 shows about one. */
const SHARE = 0.02;
const kinds: DemoMediaKind[] = ['video', 'audio', 'model'];

/** Which extra media a token carries, if any (a draw separate from its traits). */
export function mediaKindFor(collection: DemoCollection, tokenId: number): DemoMediaKind | undefined {
  const roll = seeded(collection.slug, tokenId, 'media')();
  const index = Math.floor(roll / SHARE);
  return kinds[index];
}
