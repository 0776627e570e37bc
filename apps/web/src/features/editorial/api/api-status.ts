import { editorialMessages } from '@guardians/shared/editorial';
import { ApiError } from '../../../lib/api-client.ts';

/** The server answered that there is no such entry: show Not found, not a retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server answered that the entry exists but is not open yet. */
export function isLocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * Retries network trouble and server errors up to twice, but not a definite answer (404, 403,
 * 400): asking again would only delay the Not found or locked message.
 */
export function retryUnlessAnswered(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * What the detail call would refuse, answered from the list (which says which entries are open):
 * a locked or unknown entry is then shown without asking for it, so no failed request (403 or
 * 404) reaches the console for a state the page expects.
 */
export function refuseUnlessOpen(entries: readonly { id: string; isOpened: boolean }[], id: string): void {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new ApiError(404, 'NOT_FOUND', editorialMessages.notFound);
  if (!entry.isOpened) throw new ApiError(403, 'LOCKED', editorialMessages.locked);
}
