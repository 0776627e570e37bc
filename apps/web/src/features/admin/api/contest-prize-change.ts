import {
  type CertifiedPrizeBody,
  type ConsoleCertifiedPrize,
  ConsoleCertifiedPrizeResponseSchema,
} from '@guardians/shared/certified';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { movedOrder, type RowMove } from '../utils/list-order.ts';
import { getConsolePrizes, getConsolePrizesQueryOptions } from './contest-prizes.ts';

/** A new prize (no id) or the whole of an existing one. */
type PrizeSave = { id: number | null; body: CertifiedPrizeBody };

/** POST /api/admin/certified-nfts (201) or PUT …/{id}; 400 PRIZE_TOKEN_UNKNOWN for a token not indexed. */
async function savePrize({ id, body }: PrizeSave): Promise<ConsoleCertifiedPrize> {
  const data =
    id === null
      ? await apiRequest('/api/admin/certified-nfts', { method: 'POST', body })
      : await apiRequest(`/api/admin/certified-nfts/${id}`, { method: 'PUT', body });
  return ConsoleCertifiedPrizeResponseSchema.shape.data.parse(data);
}

/** DELETE /api/admin/certified-nfts/{id}. */
async function deletePrize(id: number): Promise<void> {
  await apiRequest(`/api/admin/certified-nfts/${id}`, { method: 'DELETE' });
}

/**
 * Moves a prize one place: reads the whole order as it stands now (another operator may have
 * changed it), then PUT /api/admin/certified-nfts/order with every id. Answers its new index.
 */
async function movePrize({ id, step }: RowMove): Promise<number> {
  const ids = (await getConsolePrizes()).map((prize) => prize._id);
  const order = movedOrder(ids, id, step);
  if (!order) return ids.indexOf(id);
  await apiRequest('/api/admin/certified-nfts/order', { method: 'PUT', body: { ids: order } });
  return order.indexOf(id);
}

// The quests page's public list (features/quests) keys itself in its own feature and keeps a copy
// for five minutes; it is not invalidated from here.
function usePrizeMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getConsolePrizesQueryOptions().queryKey }),
  });
}

export const useSavePrize = () => usePrizeMutation(savePrize);
export const useDeletePrize = () => usePrizeMutation(deletePrize);
export const useMovePrize = () => usePrizeMutation(movePrize);
