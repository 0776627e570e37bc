import { certifiedMessages } from '@guardians/shared/certified';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { toast } from '../../../lib/toast.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { usePrizeVerification, useVerifyPrizes } from '../api/get-certified.ts';
import { questScreenMessages, serverMessage } from '../utils/messages.ts';

const VERIFY_TOAST_ID = 'quest-prize-verification';

/**
 * Spec 4/8 quest-prize verification as one staged toast: 'Verifying your collection...', then
 * 'Successfully verified!', or 'User not authenticated!' without a session, else the server's
 * message or 'Please try again later!'. Once verified the flag stays and the call is skipped.
 */
export function usePrizeVerificationAction() {
  const wallet = useWallet();
  const account = wallet.status === 'connected' ? wallet.address : undefined;
  const { signedIn } = useSignedIn();
  const status = usePrizeVerification(account, signedIn);
  const verify = useVerifyPrizes(account);
  const verified = signedIn && (status.data?.verified ?? false);

  async function start(): Promise<void> {
    if (verified || verify.isPending) return;
    if (!account || !signedIn) {
      toast.error(certifiedMessages.notAuthenticated, { id: VERIFY_TOAST_ID });
      return;
    }
    const id = toast.loading(certifiedMessages.verifying, { id: VERIFY_TOAST_ID });
    try {
      const result = await verify.mutateAsync();
      if (result.verified) toast.success(certifiedMessages.verified, { id });
      else toast.error(certifiedMessages.notHolder, { id });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(certifiedMessages.notAuthenticated, { id });
      } else {
        toast.error(serverMessage(error) ?? questScreenMessages.tryLater, { id });
      }
    }
  }

  return {
    start,
    verified,
    verifiedAt: verified ? (status.data?.verifiedAt ?? null) : null,
    held: status.data?.held ?? 0,
    pending: verify.isPending,
  };
}
