/**
 * Every query of this feature starts with 'contest', so a claim refreshes them all at once. The
 * viewer (the signed-in account, else null) is part of the keys whose answers say `mine`.
 */
const CONTEST_KEY = 'contest';

type Viewer = string | null;
/** What narrows the Guardians to claim: a token id or part of a name, and one Guardian's name. */
export type PiecesFilter = { search: string; guardian: string };

export const contestKeys = {
  all: [CONTEST_KEY] as const,
  pieces: (viewer: Viewer, filter: PiecesFilter) => [CONTEST_KEY, 'pieces', { viewer, ...filter }] as const,
  check: (viewer: Viewer) => [CONTEST_KEY, 'check', { viewer }] as const,
  myPiece: (viewer: Viewer) => [CONTEST_KEY, 'my-piece', { viewer }] as const,
};

/**
 * The fan-art lists a new submission shows up in, by the first element of their query keys (the
 * gallery feature keys its gallery and contest lists 'fan-art'). Features do not import each other,
 * so the prefix is named here rather than imported.
 */
export const SUBMISSION_LIST_KEYS: readonly string[] = ['fan-art'];
