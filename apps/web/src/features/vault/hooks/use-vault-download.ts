import { vaultMessages } from '@guardians/shared/vault';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { useRequireLinkedX } from '../../../lib/social/use-require-linked-x.ts';
import { toast } from '../../../lib/toast.ts';
import { requestVaultDownload } from '../api/request-vault-download.ts';
import { saveFromUrl } from '../utils/vault-files.ts';

/** Spec 9: the vault's toasts close after 3000 ms. */
const VAULT_TOAST_MS = 3000;

/**
 * Spec 6/8: downloads need a signed-in wallet with X linked (decision 0012). Whatever is missing is
 * started instead, as the Vault button does: the wallet, the signature, or linking X (coming back
 * here). Then one staged toast: 'Download Vault Asset...', and 'Downloaded successfully!' once the
 * browser has the signed link, or the server's message (holders only, ...) / 'Please try again later!'.
 */
export function useVaultDownload() {
  const requireLinkedX = useRequireLinkedX();
  const location = useLocation();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = useCallback(
    async (assetId: number): Promise<void> => {
      const account = await requireLinkedX({
        linkPrompt: vaultMessages.xRequired,
        returnTo: returnToFor(location),
      });
      if (!account) return;
      setDownloading(assetId);
      const id = toast.loading(vaultMessages.downloading, { id: `vault-download-${assetId}` });
      try {
        const link = await requestVaultDownload(assetId);
        saveFromUrl(link.url, link.fileName);
        toast.success(vaultMessages.downloaded, { id, duration: VAULT_TOAST_MS });
      } catch (error) {
        const message = error instanceof ApiError && error.message ? error.message : vaultMessages.fallback;
        toast.error(message, { id, duration: VAULT_TOAST_MS });
      } finally {
        setDownloading(null);
      }
    },
    [requireLinkedX, location],
  );

  return { download, downloading };
}
