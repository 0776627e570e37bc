import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { accountSocialsBaseKey } from '../../../lib/social/get-account-socials.ts';
import { hasLinkResult, readLinkResult, withoutLinkResult } from '../../../lib/social/link-result.ts';
import { toast } from '../../../lib/toast.ts';

/** One toast however often the effect runs (StrictMode runs it twice in development). */
const LINK_RESULT_TOAST_ID = 'social-link-result';

/**
 * Back from the provider on any page (`?linked=twitter` or `?linkError=CODE`): tells the member
 * how it went, refreshes the link status, and takes the parameter out of the URL without a reload.
 */
export function useLinkResult(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const pending = hasLinkResult(params);

  useEffect(() => {
    if (!pending) return;
    const result = readLinkResult(params);
    if (result) toast[result.kind](result.message, { id: LINK_RESULT_TOAST_ID });
    void queryClient.invalidateQueries({ queryKey: accountSocialsBaseKey });
    setParams(withoutLinkResult(params), { replace: true, preventScrollReset: true });
  }, [pending, params, setParams, queryClient]);
}
