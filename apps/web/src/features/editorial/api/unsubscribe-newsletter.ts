import { NewsletterUnsubscribeResponseSchema } from '@guardians/shared/community';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ResultSchema = NewsletterUnsubscribeResponseSchema.shape.data;

/** POST /api/newsletter/unsubscribe: removes the address the link's token was made for. */
async function unsubscribeNewsletter(token: string) {
  const data = await apiRequest('/api/newsletter/unsubscribe', { method: 'POST', body: { token } });
  return ResultSchema.parse(data);
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationKey: ['newsletter-unsubscribe'] as const, mutationFn: unsubscribeNewsletter });
}
