import { UserActionResponseSchema } from '@guardians/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const UserActionSchema = UserActionResponseSchema.shape.data;

/** Registers the signed-in wallet as a beta tester; idempotent on the server. */
async function registerBetaTester() {
  const data = await apiRequest('/api/users/register-beta-tester', { method: 'PATCH' });
  return UserActionSchema.parse(data);
}

export function useRegisterBetaTester() {
  return useMutation({ mutationKey: ['register-beta-tester'] as const, mutationFn: registerBetaTester });
}
