import type { ArtistSubmission } from '@guardians/shared/gallery';
import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { useRequireLinkedX } from '../../../lib/social/use-require-linked-x.ts';
import { toast } from '../../../lib/toast.ts';
import { GALLERY_KEY, type GallerySource } from '../api/gallery-source.ts';
import { updateLove } from '../api/update-love.ts';
import { type LoveState, mapSubmission, optimisticLove, withLove } from '../utils/love-state.ts';

const loveMessages = {
  linkPrompt: 'Link your X account to love fan art',
  failed: 'Could not save your love. Please try again.',
} as const;

type Pages = InfiniteData<ArtistSubmission[]>;
type Snapshot = [QueryKey, Pages | undefined][];

/** The lists of both sources: they show the same submissions, so a love shows in each. */
const listKeys = (['gallery', 'contest'] as const).map((source) => [GALLERY_KEY, source, 'list'] as const);

/**
 * Spec 4/5 love: no wallet -> the connect dialog; not signed -> the signature; no X linked -> X
 * sign-in, coming back to this page (with an open submission). Then the count moves at once and
 * goes back if the server refuses; the lists refresh afterwards.
 */
export function useLove(source: GallerySource) {
  const requireLinkedX = useRequireLinkedX();
  const queryClient = useQueryClient();
  const location = useLocation();

  const mutation = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean; from: LoveState }) =>
      updateLove(source, id, active),
    onMutate: async ({ id, active, from }) => {
      await Promise.all(listKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const snapshot: Snapshot = listKeys.flatMap((queryKey) =>
        queryClient.getQueriesData<Pages>({ queryKey }),
      );
      const next = optimisticLove(from, active);
      for (const queryKey of listKeys) {
        queryClient.setQueriesData<Pages>({ queryKey }, (data) =>
          mapSubmission(data, id, (s) => withLove(s, next)),
        );
      }
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, data);
      toast.error(error instanceof ApiError && error.message ? error.message : loveMessages.failed);
    },
    onSuccess: (love, { id }) => {
      for (const queryKey of listKeys) {
        queryClient.setQueriesData<Pages>({ queryKey }, (data) =>
          mapSubmission(data, id, (s) => withLove(s, love)),
        );
      }
    },
    onSettled: () => {
      for (const queryKey of listKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });

  const { mutate } = mutation;
  const toggle = useCallback(
    async (submission: ArtistSubmission): Promise<void> => {
      const account = await requireLinkedX({
        linkPrompt: loveMessages.linkPrompt,
        returnTo: returnToFor(location),
        purpose: 'Loving fan art',
      });
      if (!account) return;
      const from = {
        reactionActive: submission.userReaction.reactionActive,
        totalReactionsCount: submission.totalReactionsCount,
      };
      mutate({ id: submission._id, active: !from.reactionActive, from });
    },
    [requireLinkedX, location, mutate],
  );

  const pendingId = mutation.isPending ? (mutation.variables?.id ?? null) : null;
  return { toggle, pendingId };
}
