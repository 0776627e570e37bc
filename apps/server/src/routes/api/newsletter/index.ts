import {
  ErrorBodySchema,
  NewsletterSubscribeBodySchema,
  NewsletterSubscribeResponseSchema,
  NewsletterUnsubscribeBodySchema,
  NewsletterUnsubscribeResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../../../infra/http/site-origin.ts';
import { subscribe, unsubscribe, unsubscribeUrl } from '../../../services/newsletter/newsletter-service.ts';

/** The home page's newsletter sign-up and the unsubscribe link's action (decision 0043). */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Adds (or re-adds) the address with its consent; returns its unsubscribe link',
        body: NewsletterSubscribeBodySchema,
        response: { 201: NewsletterSubscribeResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { token } = await subscribe(app.db, request.body.email);
      reply.status(201);
      return {
        data: { subscribed: true as const, unsubscribeUrl: unsubscribeUrl(siteOrigin(request), token) },
      };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Removes the address the link was made for; repeating it changes nothing',
        body: NewsletterUnsubscribeBodySchema,
        response: { 200: NewsletterUnsubscribeResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await unsubscribe(app.db, request.body.token);
      return { data: { unsubscribed: true as const } };
    },
  );
};

export default newsletterRoutes;
