import { type ArtistSubmission, galleryAdminMessages } from '@guardians/shared/gallery';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { GALLERY_KEY } from '../api/gallery-source.ts';
import { setSubmissionDisabled } from '../api/set-submission-disabled.ts';
import { mapSubmission } from '../utils/love-state.ts';

type Pages = InfiniteData<ArtistSubmission[]>;

const isPages = (data: unknown): data is Pages =>
  typeof data === 'object' && data !== null && 'pages' in data;

/**
 * The admin edit view's switch. The card stays in the edit view, marked; the public lists and the
 * counts are refreshed so a disabled piece leaves them.
 */
export function useDisableSubmission() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => setSubmissionDisabled(id, disabled),
    onSuccess: (saved, { id }) => {
      // The feature's key also holds counts and roles: only paged lists are rewritten.
      queryClient.setQueriesData<Pages>({ queryKey: [GALLERY_KEY] }, (data) =>
        isPages(data) ? mapSubmission(data, id, (s) => ({ ...s, disabled: saved.disabled })) : data,
      );
      toast.success(saved.disabled ? galleryAdminMessages.disabled : galleryAdminMessages.enabled);
      void queryClient.invalidateQueries({ queryKey: [GALLERY_KEY] });
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.message ? error.message : 'Could not change the submission.',
      );
    },
  });
  return {
    setDisabled: (submission: ArtistSubmission, disabled: boolean) =>
      mutation.mutate({ id: submission._id, disabled }),
    pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
  };
}
