import {
  type ContestStage,
  type ContestStageBody,
  ContestStageResponseSchema,
} from '@guardians/shared/contest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getConsoleStagesQueryOptions } from './contest-stages.ts';

/** A new stage (no id) or the whole of an existing one. */
type StageSave = { id: number | null; body: ContestStageBody };

/** POST /api/admin/contest/stages (201) or PUT …/{id}; 409 CONTEST_STAGES_OVERLAP names the stage in the way. */
async function saveStage({ id, body }: StageSave): Promise<ContestStage> {
  const data =
    id === null
      ? await apiRequest('/api/admin/contest/stages', { method: 'POST', body })
      : await apiRequest(`/api/admin/contest/stages/${id}`, { method: 'PUT', body });
  return ContestStageResponseSchema.shape.data.parse(data);
}

/** DELETE /api/admin/contest/stages/{id}. */
async function deleteStage(id: number): Promise<void> {
  await apiRequest(`/api/admin/contest/stages/${id}`, { method: 'DELETE' });
}

function useStageMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The console's list and the arena's schedule in this tab.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getConsoleStagesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.contestStages] }),
      ]),
  });
}

export const useSaveStage = () => useStageMutation(saveStage);
export const useDeleteStage = () => useStageMutation(deleteStage);
