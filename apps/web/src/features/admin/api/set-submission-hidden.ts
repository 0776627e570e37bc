import { type ArtistSubmission, ArtistSubmissionResponseSchema } from '@guardians/shared/gallery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { consoleSubmissionsKey } from './get-console-submissions.ts';

/** Hide with the reason the console shows beside it, or show again. */
type SubmissionVisibility = { id: number; hidden: true; reason: string } | { id: number; hidden: false };

/** PATCH /api/admin/gallery/submissions/{id} (submissions:disable). */
async function setSubmissionHidden(change: SubmissionVisibility): Promise<ArtistSubmission> {
  const body = change.hidden ? { disabled: true, reason: change.reason } : { disabled: false };
  const data = await apiRequest(`/api/admin/gallery/submissions/${change.id}`, { method: 'PATCH', body });
  return ArtistSubmissionResponseSchema.shape.data.parse(data);
}

export function useSetSubmissionHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubmissionHidden,
    // The console's pages, and the gallery's lists and counts in this tab.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleSubmissionsKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.fanArt] }),
      ]),
  });
}
