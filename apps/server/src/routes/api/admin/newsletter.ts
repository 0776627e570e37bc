import { ErrorBodySchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../../../infra/http/site-origin.ts';
import { fileAnswer } from '../../../plugins/openapi-media.ts';
import { unsubscribeUrl } from '../../../services/newsletter/newsletter-links.ts';
import { activeSubscribers } from '../../../services/newsletter/newsletter-service.ts';
import { subscribersCsv } from '../../../services/newsletter/subscribers-csv.ts';

/**
 * The subscriber list for the mailer: confirmed addresses only (decision 0078). The site mails only
 * the sign-up's confirmation, so each row carries the unsubscribe link the mailer must put in its
 * messages (decision 0043).
 */
const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newsletter.csv',
    {
      config: { auth: 'newsletter:export' },
      schema: {
        tags: ['admin'],
        summary:
          'Confirmed, still subscribed newsletter addresses as CSV: email, consented_at, consent_text, unsubscribe_url',
        // Only the file is CSV: a `produces` would label the JSON errors with it too.
        response: {
          200: fileAnswer('One row per confirmed subscriber', ['text/csv']),
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const site = siteOrigin(request);
      const csv = subscribersCsv(await activeSubscribers(app.db), (token) => unsubscribeUrl(site, token));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default adminNewsletterRoutes;
