import { UserActionResponseSchema } from '@guardians/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ONE_OFF_PARSE } from '../../../lib/env.ts';

const UserActionSchema = UserActionResponseSchema.shape.data;

/** Registers the signed-in wallet as a beta tester; idempotent on the server. */
export async function registerBetaTester() {
  const data = await apiRequest('/api/users/register-beta-tester', { method: 'PATCH' });
  return UserActionSchema.parse(data, ONE_OFF_PARSE);
}

export function useRegisterBetaTester() {
  return useMutation({ mutationKey: ['register-beta-tester'] as const, mutationFn: registerBetaTester });
}
