import { CONTEST_TOAST_MS, type ContestPiece, contestMessages } from '@guardians/shared/contest';
import { type QueryClient, useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { toast } from '../../../lib/toast.ts';
import { getWalletState } from '../../../lib/wallet/wallet-store.ts';
import { claimPiece, releaseClaim } from '../api/claim-piece.ts';
import { contestKeys } from '../api/contest-keys.ts';
import { claimErrorMessage, claimOutcomeMessage } from '../utils/claim-messages.ts';

const TOAST_ID = 'contest-claim';
/** Shared by every user of this hook (the grid, My claim), so one action in flight holds them all. */
const MUTATION_KEY = ['contest', 'claim'] as const;

type Action = { kind: 'claim'; pieceId: string } | { kind: 'release' };
/** The account is read once signed in: the click may have been what signed it in. */
type Variables = Action & { viewer: string | null };

/** The piece now held after an action, or null after a release; undefined when unknown. */
type Held = ContestPiece | null;

/**
 * Spec 4/8 claim flow: connect, then sign in; one staged toast ('Processing claim in progress...'
 * then 'Claim successfully!' / 'UnClaimed successfully!', or the server's message / 'Please try
 * again later!'), 3000 ms. Success or failure, every contest query refetches (all loaded pages,
 * check/me): a refusal usually means the list was stale.
 */
export function useClaimActions() {
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const inFlight = useIsMutating({ mutationKey: MUTATION_KEY });
  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: async (action: Variables): Promise<{ message: string; held: Held }> => {
      if (action.kind === 'release') {
        await releaseClaim();
        return { message: contestMessages.unclaimed, held: null };
      }
      const result = await claimPiece(action.pieceId);
      return { message: claimOutcomeMessage(result), held: result.released ? null : result.piece };
    },
    onMutate: () => {
      toast.loading(contestMessages.claimPending, { id: TOAST_ID });
    },
    onSuccess: ({ message, held }, { viewer }) => {
      toast.success(message, { id: TOAST_ID, duration: CONTEST_TOAST_MS });
      queryClient.setQueryData(contestKeys.myPiece(viewer), held);
    },
    onError: (error) => {
      toast.error(claimErrorMessage(error), { id: TOAST_ID, duration: CONTEST_TOAST_MS });
    },
    onSettled: (_data, error, { viewer }) => refreshContest(queryClient, viewer, error === null),
  });

  const { mutate } = mutation;
  const run = useCallback(
    async (action: Action) => {
      if (!(await requireSignIn())) return;
      mutate({ ...action, viewer: getWalletState().address?.toLowerCase() ?? null });
    },
    [requireSignIn, mutate],
  );

  const pending = mutation.isPending ? mutation.variables : undefined;
  return {
    claim: (piece: ContestPiece) => void run({ kind: 'claim', pieceId: piece.id }),
    release: () => void run({ kind: 'release' }),
    pendingPieceId: pending?.kind === 'claim' ? pending.pieceId : null,
    releasing: pending?.kind === 'release',
    busy: inFlight > 0,
  };
}

/** After a success the held piece is already known (set from the answer), so only it is spared. */
function refreshContest(queryClient: QueryClient, viewer: string | null, succeeded: boolean) {
  const myPiece = contestKeys.myPiece(viewer);
  return queryClient.invalidateQueries({
    queryKey: contestKeys.all,
    predicate: (query) => !(succeeded && query.queryKey[1] === myPiece[1]),
  });
}
