import { type GalleryReaction, GalleryReactionResponseSchema } from '@guardians/shared/gallery';
import { apiRequest } from '../../../lib/api-client.ts';
import type { GallerySource } from './gallery-source.ts';

const ReactionSchema = GalleryReactionResponseSchema.shape.data;

/** Sets (not toggles) the caller's Love, so a retried request cannot undo itself. */
export async function updateLove(
  source: GallerySource,
  id: number,
  active: boolean,
): Promise<GalleryReaction> {
  const data =
    source === 'gallery'
      ? await apiRequest(`/api/gallery/reaction/${id}`, {
          method: 'POST',
          kind: 'sets-state',
          body: { reactionType: 'Love', active },
        })
      : await apiRequest('/api/art-contests/artist-submission-reaction/update', {
          method: 'POST',
          kind: 'sets-state',
          body: { id, reactionType: 'Love', active },
        });
  return ReactionSchema.parse(data);
}
