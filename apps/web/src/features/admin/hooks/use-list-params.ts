import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageOffset } from '../../../lib/paging.ts';

/** The server's limit on `q`; a longer one pasted into the URL is cut, not refused. */
const Q_MAX = 100;

/** Each filter's allowed values; the first is the default and stays out of the URL. */
type FilterSpec = Record<string, readonly [string, ...string[]]>;
type FilterValues<S extends FilterSpec> = { [K in keyof S]: S[K][number] };
type Patch<S extends FilterSpec> = Partial<FilterValues<S>> & { q?: string; offset?: number };

function filterValue(params: URLSearchParams, name: string, allowed: readonly string[]): string {
  const value = params.get(name);
  return value !== null && allowed.includes(value) ? value : (allowed[0] ?? '');
}

/**
 * A console list's page, search and filters live in the URL, so a view can be shared or reloaded.
 * An unknown filter value reads as the default; any change but a page turn starts from page one.
 */
export function useListParams<const S extends FilterSpec>(spec: S, pageSize: number) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    Object.entries(spec).map(([name, allowed]) => [name, filterValue(params, name, allowed)]),
  ) as FilterValues<S>;
  const q = (params.get('q') ?? '').trim().slice(0, Q_MAX);
  const offset = pageOffset(Number(params.get('offset') ?? 0), pageSize);

  /** Typing a search replaces the history entry; a filter or a page turn adds one. */
  const update = useCallback(
    (patch: Patch<S>, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (name: string, value: string, unset: string) =>
            value === unset ? next.delete(name) : next.set(name, value);
          for (const [name, allowed] of Object.entries(spec)) {
            const value = patch[name];
            if (typeof value === 'string') set(name, value, allowed[0]);
          }
          if (patch.q !== undefined) set('q', patch.q, '');
          set('offset', String(patch.offset ?? 0), '0');
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams, spec],
  );

  return {
    q,
    offset,
    filters,
    update,
    setSearch: useCallback((value: string) => update({ q: value } as Patch<S>, true), [update]),
    setOffset: useCallback((value: number) => update({ offset: value } as Patch<S>), [update]),
  };
}
