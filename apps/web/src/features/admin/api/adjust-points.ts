import { type LedgerEntry, LedgerEntryResponseSchema, type PointsAdjustment } from '@guardians/shared/quests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiBaseUrl, apiRequest } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** POST /api/admin/points/adjustments (points:adjust): one 'adjustment' row in the ledger. */
async function adjustPoints(adjustment: PointsAdjustment): Promise<LedgerEntry> {
  // With an Idempotency-Key (no `kind`): a retried correction must not be paid twice.
  const data = await apiRequest('/api/admin/points/adjustments', { method: 'POST', body: adjustment });
  return LedgerEntryResponseSchema.shape.data.parse(data);
}

export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustPoints,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [keyRoots.points] }),
  });
}

/** GET /api/admin/points/ledger.csv: one account's rows, or everyone's (a download). */
export function ledgerCsvUrl(account: string | null): string {
  const query = account ? `?${new URLSearchParams({ account })}` : '';
  return `${apiBaseUrl(getEnv().apiUrl)}/api/admin/points/ledger.csv${query}`;
}
