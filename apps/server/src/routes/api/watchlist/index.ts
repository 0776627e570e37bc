import {
  CreateWatchBodySchema,
  ErrorBodySchema,
  UpdateWatchBodySchema,
  WATCHLIST_MAX,
  WatchIdParamsSchema,
  WatchListResponseSchema,
  WatchResponseSchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { createReadContext } from '../../../services/catalogue/read/read-context.ts';
import {
  addWatch,
  listWatches,
  removeWatch,
  updateWatch,
} from '../../../services/watchlist/watchlist-service.ts';

const tags = ['watchlist'];

function signedInAccount(request: FastifyRequest): string {
  if (!request.session) throw new NotSignedInError();
  return request.session.account;
}

/** The signed-in person's watched collections, items and traits, with alert prices (decision 0088). */
const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });

  app.get(
    '/',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: `The caller's watches, newest first, each with the current floor of what it follows (at most ${WATCHLIST_MAX}, never paged)`,
        response: { 200: WatchListResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const items = await listWatches(read, signedInAccount(request));
      return { data: { items, total: items.length } };
    },
  );

  app.post(
    '/',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          'Watches a collection, an item or a trait, with an optional alert price in wei (201; 200 with the stored watch when already watched, its alert replaced when given); 404 for a collection, item or trait the index does not know; 409 past the limit',
        body: CreateWatchBodySchema,
        response: {
          200: WatchResponseSchema,
          201: WatchResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { created, watch } = await addWatch(read, signedInAccount(request), request.body);
      reply.status(created ? 201 : 200);
      return { data: watch };
    },
  );

  app.put(
    '/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          "Sets the watch's alert price in wei (null: no alert); saving re-arms it. 404 for an id that is not the caller's",
        params: WatchIdParamsSchema,
        body: UpdateWatchBodySchema,
        response: {
          200: WatchResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await updateWatch(read, signedInAccount(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Stops watching; answers the removed watch. 404 for an id that is not the caller's",
        params: WatchIdParamsSchema,
        response: {
          200: WatchResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => ({ data: await removeWatch(read, signedInAccount(request), request.params.id) }),
  );
};

export default watchlistRoutes;
