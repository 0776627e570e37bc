import { NewsletterConfirmResponseSchema } from '@guardians/shared/community';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ResultSchema = NewsletterConfirmResponseSchema.shape.data;

/** POST /api/newsletter/confirm: puts the address the mailed token was made for on the list. */
async function confirmNewsletter(token: string) {
  const data = await apiRequest('/api/newsletter/confirm', { method: 'POST', body: { token } });
  return ResultSchema.parse(data);
}

export function useConfirmNewsletter() {
  return useMutation({ mutationKey: ['newsletter-confirm'] as const, mutationFn: confirmNewsletter });
}
