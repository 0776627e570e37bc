import { type LedgerEntry, LedgerResponseSchema } from '@guardians/shared/quests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { POINTS_KEY } from './get-coin-balance.ts';

/** The history shows fewer rows than the API's default page, so it fits beside the claim panel. */
export const HISTORY_PAGE_SIZE = 10;

const LedgerSchema = LedgerResponseSchema.shape.data;
export type LedgerPage = { items: LedgerEntry[]; total: number; balance: number };

/** GET /api/points/ledger/me: the signed-in wallet's own rows, newest first. */
async function getLedger(offset: number, signal?: AbortSignal): Promise<LedgerPage> {
  const data = await apiRequest(
    `/api/points/ledger/me?offset=${offset}&limit=${HISTORY_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
  return LedgerSchema.parse(data);
}

/**
 * Starts with 'points' so quest completion and claims (which invalidate ['points']) refresh it;
 * keyed by account so a wallet switch never shows the previous wallet's rows. The previous page of
 * the same account stays on screen while the next loads, so the table does not jump.
 */
export function useLedger(account: string, offset: number) {
  const owner = account.toLowerCase();
  return useQuery({
    queryKey: [POINTS_KEY, 'ledger', owner, offset] as const,
    queryFn: ({ signal }) => getLedger(offset, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === owner ? previous : undefined,
  });
}
