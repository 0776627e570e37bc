import {
  ErrorBodySchema,
  NewsletterConfirmBodySchema,
  NewsletterConfirmResponseSchema,
  NewsletterSubscribeBodySchema,
  NewsletterSubscribeResponseSchema,
  NewsletterUnsubscribeBodySchema,
  NewsletterUnsubscribeResponseSchema,
  newsletterMessages,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_MAILBOX_PATH } from '../../../config/mail.ts';
import { siteOrigin } from '../../../infra/http/site-origin.ts';
import { unsubscribe } from '../../../services/newsletter/newsletter-service.ts';
import { confirm, subscribe } from '../../../services/newsletter/newsletter-sign-up.ts';

/**
 * Sign-ups per client: each may mail an address, so a script from one place cannot mail many
 * (one address is mailed once per 10 minutes at most, whoever asks: decision 0078).
 */
const SIGN_UPS_PER_HOUR = 10;

const tags = ['newsletter'];
/** Every write here is refused from another site (plugins/security.ts). */
const refused = { 400: ErrorBodySchema, 403: ErrorBodySchema };

/** The home page's newsletter sign-up with double opt-in, its confirmation and the unsubscribe link (decisions 0043, 0078). */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      config: { rateLimit: { max: SIGN_UPS_PER_HOUR, timeWindow: 3600_000 } },
      schema: {
        tags,
        summary:
          'Mails the address a link that confirms the sign-up; the answer is the same whoever is subscribed',
        description:
          '202 once the mail is handed to the SMTP server (or when this address was mailed in the last 10 minutes: then nothing is sent). ' +
          'Nothing is on the list before the link is opened (POST /api/newsletter/confirm). ' +
          '400 for an invalid address or no consent, 403 from another site, 429 after 10 sign-ups an hour from one client, ' +
          '503 MAIL_NOT_SET_UP when the site has no SMTP server, 503 MAIL_UNAVAILABLE when it refused the mail (nothing is stored).',
        body: NewsletterSubscribeBodySchema,
        response: {
          202: NewsletterSubscribeResponseSchema,
          ...refused,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await subscribe(app.db, app.mailer, { email: request.body.email, site: siteOrigin(request) });
      reply.status(202);
      return {
        data: {
          accepted: true as const,
          message: newsletterMessages.checkInbox,
          demoMailbox: app.mailCatcher ? DEMO_MAILBOX_PATH : null,
        },
      };
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags,
        summary: 'Puts the address on the list with the token its mail carried; repeating it changes nothing',
        description:
          '200 with the link that removes the address again. 404 UNKNOWN_CONFIRM_TOKEN for a token never issued, replaced by a newer mail, ' +
          'given up by unsubscribing, or older than 48 hours.',
        body: NewsletterConfirmBodySchema,
        response: { 200: NewsletterConfirmResponseSchema, ...refused, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { unsubscribeUrl } = await confirm(app.db, request.body.token, { site: siteOrigin(request) });
      return { data: { confirmed: true as const, unsubscribeUrl } };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Removes the address the link was made for; repeating it changes nothing',
        body: NewsletterUnsubscribeBodySchema,
        response: { 200: NewsletterUnsubscribeResponseSchema, ...refused, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await unsubscribe(app.db, request.body.token);
      return { data: { unsubscribed: true as const } };
    },
  );
};

export default newsletterRoutes;
