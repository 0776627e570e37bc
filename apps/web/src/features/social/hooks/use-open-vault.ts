import { socialProviderLabels } from '@guardians/shared/social';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { useRequireLinkedX } from '../../../lib/social/use-require-linked-x.ts';

const VAULT_PATH = '/vault';

/**
 * Spec 2/6: the vault opens only for a signed-in wallet with X linked. Whatever is missing is
 * started instead: the wallet or the signature, else linking X, which comes back with
 * `?vault=true` so the vault opens by itself once X is linked.
 */
export function useOpenVault(): () => Promise<void> {
  const requireLinkedX = useRequireLinkedX();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    const account = await requireLinkedX({
      linkPrompt: `Link your ${socialProviderLabels.twitter} account to open the vault.`,
      returnTo: returnToFor(location, { vault: 'true' }),
    });
    if (account) await navigate(VAULT_PATH);
  }, [requireLinkedX, navigate, location]);
}
