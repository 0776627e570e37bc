import { type Judge, JudgeResponseSchema } from '@guardians/shared/contest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getContestJudgesQueryOptions } from './contest-judges.ts';

type JudgeSave = { account: string; name: string };

const judgePath = (account: string) => `/api/admin/judges/${encodeURIComponent(account)}`;

/** PUT /api/admin/judges/{account}: makes the account a judge, or renames the judge it is. */
async function saveJudge({ account, name }: JudgeSave): Promise<Judge> {
  const data = await apiRequest(judgePath(account), { method: 'PUT', body: { name } });
  return JudgeResponseSchema.shape.data.parse(data);
}

/** DELETE /api/admin/judges/{account} (404 when it is no judge, say removed in another tab). */
async function removeJudge(account: string): Promise<Judge> {
  return JudgeResponseSchema.shape.data.parse(await apiRequest(judgePath(account), { method: 'DELETE' }));
}

function useJudgeMutation<T>(mutationFn: (input: T) => Promise<Judge>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A refused call may still mean the list moved (the judge was removed elsewhere): read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getContestJudgesQueryOptions().queryKey }),
  });
}

export const useSaveJudge = () => useJudgeMutation(saveJudge);
export const useRemoveJudge = () => useJudgeMutation(removeJudge);
