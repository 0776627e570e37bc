import { AUDIT_PAGE_SIZE, type AuditEntry, AuditListResponseSchema } from '@guardians/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiBaseUrl, apiRequest } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { ADMIN_KEY } from './query-keys.ts';

export type AuditSort = 'newest' | 'oldest';
export type AuditParams = { offset: number; q: string; sort: AuditSort };

/** `q` only when there is one (the CSV link is shown to people: no `?q=` on it without a search). */
const withSearch = (search: URLSearchParams, q: string) => {
  if (q) search.set('q', q);
  return search.toString();
};

/** GET /api/admin/audit (audit:read): one page of console changes and how many match in all. */
async function getAuditLog(
  params: AuditParams,
  signal?: AbortSignal,
): Promise<{ items: AuditEntry[]; total: number }> {
  const page = { offset: String(params.offset), limit: String(AUDIT_PAGE_SIZE), sort: params.sort };
  const search = withSearch(new URLSearchParams(page), params.q);
  const data = await apiRequest(`/api/admin/audit?${search}`, signal ? { signal } : {});
  return AuditListResponseSchema.shape.data.parse(data);
}

function getAuditLogQueryOptions(params: AuditParams) {
  return queryOptions({
    queryKey: [ADMIN_KEY, 'audit', params] as const,
    queryFn: ({ signal }) => getAuditLog(params, signal),
    // Changes are made in other tabs and by other people: the log is read fresh each time it opens.
    staleTime: 0,
  });
}

/** The page stays on screen while the next one (or a new search) loads, so the table does not jump. */
export function useAuditLog(params: AuditParams) {
  return useQuery({ ...getAuditLogQueryOptions(params), placeholderData: keepPreviousData });
}

/** GET /api/admin/audit/audit.csv: every change matching the search, oldest first (a download). */
export function auditCsvUrl(q: string): string {
  const search = withSearch(new URLSearchParams(), q);
  return `${apiBaseUrl(getEnv().apiUrl)}/api/admin/audit/audit.csv${search ? `?${search}` : ''}`;
}
