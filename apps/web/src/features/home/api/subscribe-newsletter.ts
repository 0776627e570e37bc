import { NewsletterSubscribeResponseSchema } from '@guardians/shared/community';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ResultSchema = NewsletterSubscribeResponseSchema.shape.data;

/** POST /api/newsletter/subscribe: 202 once a confirmation mail is on its way (double opt-in). */
async function subscribeNewsletter(email: string) {
  const data = await apiRequest('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email, consent: true },
  });
  return ResultSchema.parse(data);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
