import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { NftKey } from '../api/get-nft.ts';
import { type ReindexResult, useReindexNft } from '../api/reindex-nft.ts';

const REFRESH_TOAST_ID = 'item-refresh-metadata';

const refreshMessages = {
  loading: 'Refreshing metadata...',
  success: 'Metadata refreshed!',
  retry: 'The metadata server did not answer; we will try again shortly.',
  failed: 'The metadata could not be read.',
  fallback: 'Please try again later!',
} as const;

/** The toast for what the server answered: refreshed, queued for a retry, or failed with a reason. */
function showResult(result: ReindexResult): void {
  if (result.status === 'ok') toast.success(refreshMessages.success, { id: REFRESH_TOAST_ID });
  else if (result.status === 'retry') toast.info(refreshMessages.retry, { id: REFRESH_TOAST_ID });
  else toast.error(result.error ?? refreshMessages.failed, { id: REFRESH_TOAST_ID });
}

/**
 * 'Refresh metadata': one staged toast from 'Refreshing metadata...' to the outcome. A refusal
 * (429 when asked too often) shows the server's message.
 */
export function useRefreshMetadata(key: NftKey) {
  const mutation = useReindexNft(key);
  const { mutateAsync, isPending } = mutation;
  const refresh = useCallback(async () => {
    if (isPending) return;
    toast.loading(refreshMessages.loading, { id: REFRESH_TOAST_ID });
    try {
      showResult(await mutateAsync());
    } catch (error) {
      const message = error instanceof ApiError ? error.message : refreshMessages.fallback;
      if (!(error instanceof ApiError)) console.error('Metadata refresh failed', error);
      toast.error(message, { id: REFRESH_TOAST_ID });
    }
  }, [mutateAsync, isPending]);
  return { refresh, refreshing: isPending };
}
