import { type ArtistSubmission, GalleryListResponseSchema } from '@guardians/shared/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { HOME_KEY } from './home-keys.ts';

const LATEST_FAN_ART = 6;

/** POST /api/gallery/all?offset=0&limit=6&sortBy=latest: the newest fan art (no viewer, so no loves marked). */
async function getLatestFanArt(signal?: AbortSignal): Promise<ArtistSubmission[]> {
  const data = await apiRequest(`/api/gallery/all?offset=0&limit=${LATEST_FAN_ART}&sortBy=latest`, {
    method: 'POST',
    kind: 'read',
    body: { userReactionData: { account: null } },
    ...(signal ? { signal } : {}),
  });
  return GalleryListResponseSchema.shape.data.parse(data).items;
}

export function useLatestFanArt(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [HOME_KEY, 'latest-fan-art', { limit: LATEST_FAN_ART }] as const,
      queryFn: ({ signal }) => getLatestFanArt(signal),
      staleTime: 60_000,
    }),
    enabled,
  });
}
