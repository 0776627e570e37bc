import { userMessages } from '@guardians/shared/users';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { toast } from '../../../lib/toast.ts';
import { useRegisterBetaTester } from '../api/register-beta-tester.ts';

const BETA_TESTER_TOAST_ID = 'beta-tester-registration';

/**
 * Spec 8 as one staged toast: 'Processing registration as beta tester...', then the server's
 * message (or 'Successfully registered as beta tester'), or on failure the server's message (or
 * 'Failed to register as beta tester'). Signing in comes first (spec 6).
 */
export function useBetaRegistration() {
  const requireSignIn = useRequireSignIn();
  const register = useRegisterBetaTester();

  async function start(): Promise<void> {
    if (!(await requireSignIn())) return;
    const id = toast.loading(userMessages.betaTesterProcessing, { id: BETA_TESTER_TOAST_ID });
    try {
      const result = await register.mutateAsync();
      if (result.status) toast.success(result.message || userMessages.betaTesterRegistered, { id });
      else toast.error(result.message || userMessages.betaTesterFailed, { id });
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : userMessages.betaTesterFailed;
      toast.error(message, { id });
    }
  }

  return { start, pending: register.isPending };
}
