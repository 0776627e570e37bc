import { NewsletterSubscribeResponseSchema } from '@guardians/shared/community';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type Subscription = { subscribed: true; unsubscribeUrl: string };

/** POST /api/newsletter/subscribe: 201 with the link that removes this address again. */
async function subscribeNewsletter(email: string): Promise<Subscription> {
  const data = await apiRequest('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email, consent: true },
  });
  return NewsletterSubscribeResponseSchema.shape.data.parse(data);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
