import { PortalContentResponseSchema } from '@guardians/shared/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiBaseUrl, toApiError } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { parseRetryAfter } from '../utils/unlock-messages.ts';
import { getPortalStateQueryOptions, type PortalContent, type PortalState } from './get-portal-content.ts';

/** A refused unlock, with how long the server asks to wait after too many wrong passphrases. */
export class PortalUnlockError extends ApiError {
  readonly retryAfterSeconds: number | null;

  constructor(error: ApiError, retryAfterSeconds: number | null) {
    super(error.status, error.code, error.message, error.field);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * POST /api/portal/unlock: 200 with the content and an HttpOnly pass cookie for this session; 401
 * wrong, 429 throttled (Retry-After), 404 closed. Fetched directly, not through apiRequest,
 * because the wait is in a header.
 */
async function unlockPortal(passphrase: string): Promise<PortalContent> {
  const response = await fetch(`${apiBaseUrl(getEnv().apiUrl)}/api/portal/unlock`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ passphrase }),
  });
  if (!response.ok) {
    throw new PortalUnlockError(
      await toApiError(response),
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  const body: unknown = await response.json();
  return PortalContentResponseSchema.parse(body).data;
}

export function useUnlockPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockPortal,
    onSuccess: (content) => {
      const open: PortalState = { state: 'open', content };
      queryClient.setQueryData(getPortalStateQueryOptions().queryKey, open);
    },
  });
}
