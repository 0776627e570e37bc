/** The modal query key and its values (spec 2), compared case-insensitively. */
const ACCESS_MODAL_PARAM = 'modal';
const KEEP_ALIVE_PARAM = 'keepAlive';

export const accessTabs = ['about', 'leaderboard', 'sign up'] as const;
export type AccessTab = (typeof accessTabs)[number];

/** Tab names as people read them, and as the modal writes them back into the URL. */
export const accessTabLabels: Record<AccessTab, string> = {
  about: 'About',
  leaderboard: 'Leaderboard',
  'sign up': 'Sign Up',
};

/**
 * Spec 2: the values About, Leaderboard and Sign Up, plus the alias 'redeem' for Sign Up (an invite
 * link, `?invite=CODE&modal=redeem`, lands on the sign-up steps).
 */
const aliases: Record<string, AccessTab> = {
  about: 'about',
  leaderboard: 'leaderboard',
  'sign up': 'sign up',
  redeem: 'sign up',
};

export type AccessModalParams = { open: boolean; tab: AccessTab | null; keepAlive: boolean };

function normalise(value: string | null): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * `?modal=Sign%20Up` (or About, Leaderboard, redeem) opens the access modal on that tab;
 * `keepAlive=true` keeps it open once every step is done. Any other value leaves it closed.
 */
export function readAccessModalParams(params: URLSearchParams): AccessModalParams {
  const tab = aliases[normalise(params.get(ACCESS_MODAL_PARAM))] ?? null;
  return { open: tab !== null, tab, keepAlive: normalise(params.get(KEEP_ALIVE_PARAM)) === 'true' };
}

/** The query with the modal on `tab`; everything else (keepAlive included) stays. */
export function withAccessTab(params: URLSearchParams, tab: AccessTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(ACCESS_MODAL_PARAM, accessTabLabels[tab]);
  return next;
}

/** The query without the modal's parameters: closing the modal. */
export function withoutAccessModal(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(ACCESS_MODAL_PARAM);
  next.delete(KEEP_ALIVE_PARAM);
  return next;
}
