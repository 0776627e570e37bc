/** The modal query key and its values (spec 2), compared case-insensitively. */
export const ACCESS_MODAL_PARAM = 'modal';
export const KEEP_ALIVE_PARAM = 'keepAlive';

export const accessTabs = ['about', 'leaderboard', 'sign up'] as const;
export type AccessTab = (typeof accessTabs)[number];

export type AccessModalParams = { open: boolean; tab: AccessTab | null; keepAlive: boolean };

function normalise(value: string | null): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * `?modal=Sign%20Up` (or About, Leaderboard) opens the access modal on that tab; `keepAlive=true`
 * keeps it open once every step is done. Any other value leaves it closed.
 */
export function readAccessModalParams(params: URLSearchParams): AccessModalParams {
  const value = normalise(params.get(ACCESS_MODAL_PARAM));
  const tab = accessTabs.find((candidate) => candidate === value) ?? null;
  return { open: tab !== null, tab, keepAlive: normalise(params.get(KEEP_ALIVE_PARAM)) === 'true' };
}

/** The query without the modal's parameters: closing the modal. */
export function withoutAccessModal(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(ACCESS_MODAL_PARAM);
  next.delete(KEEP_ALIVE_PARAM);
  return next;
}
