import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useWalletSettled } from './use-wallet-settled.ts';

/**
 * The editor's open state lives in the URL (`?edit=true`, spec 2). It opens only for the signed-in
 * owner: otherwise the sign-in gate runs first (connect dialog, or 'Please sign...' and the
 * signature), for the button and for a link that arrives with `edit=true` alike.
 */
export function useEditorParam(isOwner: boolean) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('edit') === 'true';
  const { signedIn, checking } = useSignedIn();
  const requireSignIn = useRequireSignIn();
  const settled = useWalletSettled();
  const connected = useWallet().status === 'connected';
  const gating = useRef(false);

  const setEdit = useCallback(
    (on: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set('edit', 'true');
          else next.delete('edit');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  // Arrived with ?edit=true but not signed in: run the gate once, drop the flag if it fails.
  useEffect(() => {
    if (!requested || signedIn || checking || !settled || gating.current) return;
    // Someone else's page: there is nothing for this wallet to edit, so no signature either.
    if (connected && !isOwner) {
      setEdit(false);
      return;
    }
    gating.current = true;
    requireSignIn()
      .then((ok) => {
        if (!ok) setEdit(false);
      })
      .finally(() => {
        gating.current = false;
      });
  }, [requested, signedIn, checking, settled, connected, isOwner, requireSignIn, setEdit]);

  const requestOpen = useCallback(async () => {
    if (signedIn || (await requireSignIn())) setEdit(true);
  }, [signedIn, requireSignIn, setEdit]);

  return {
    open: requested && signedIn && isOwner,
    requestOpen,
    close: useCallback(() => setEdit(false), [setEdit]),
  };
}
