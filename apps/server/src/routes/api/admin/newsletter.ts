import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../../../infra/http/site-origin.ts';
import { activeSubscribers, unsubscribeUrl } from '../../../services/newsletter/newsletter-service.ts';
import { subscribersCsv } from '../../../services/newsletter/subscribers-csv.ts';

/**
 * The subscriber list for the mailer: the site sends no mail itself, so each row carries the
 * unsubscribe link the mailer must put in its messages (decision 0043).
 */
const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newsletter.csv',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Active newsletter subscribers as CSV: email, consented_at, consent_text, unsubscribe_url',
        produces: ['text/csv'],
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
