import { type SocialProvider, SocialStatusResponseSchema } from '@guardians/shared/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountSocialsBaseKey } from '../../../lib/social/get-account-socials.ts';

const StatusSchema = SocialStatusResponseSchema.shape.data;

/** Unlinks the signed-in wallet's X or Discord account; answers the server's status message. */
async function deleteSocial(provider: SocialProvider) {
  const data = await apiRequest(`/api/user-social/delete/${provider}`, { method: 'DELETE' });
  return StatusSchema.parse(data);
}

export function useDeleteSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete-social'] as const,
    mutationFn: deleteSocial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSocialsBaseKey }),
  });
}
