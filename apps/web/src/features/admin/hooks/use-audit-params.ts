import { AUDIT_PAGE_SIZE } from '@guardians/shared/admin';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageOffset } from '../../../lib/paging.ts';
import type { AuditParams, AuditSort } from '../api/get-audit-log.ts';

/** The server's limit on `q`; a longer one pasted into the URL is cut, not refused. */
const Q_MAX = 100;

/** The audit log's page, search and order live in the URL, so a view can be shared or reloaded. */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const current: AuditParams = {
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    offset: pageOffset(Number(params.get('offset') ?? 0), AUDIT_PAGE_SIZE),
  };

  /** A new search or order starts again from the first page; typing does not fill the history. */
  const update = useCallback(
    (patch: Partial<AuditParams>, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (name: string, value: string, unset: string) =>
            value === unset ? next.delete(name) : next.set(name, value);
          if (patch.q !== undefined) set('q', patch.q, '');
          if (patch.sort !== undefined) set('sort', patch.sort, 'newest');
          set('offset', String(patch.offset ?? 0), '0');
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  return {
    ...current,
    setSearch: useCallback((q: string) => update({ q }, true), [update]),
    setSort: useCallback((sort: AuditSort) => update({ sort }, false), [update]),
    setOffset: useCallback((offset: number) => update({ offset }, false), [update]),
  };
}
