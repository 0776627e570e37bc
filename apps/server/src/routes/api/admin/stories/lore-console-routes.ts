import {
  ConsoleLoreListResponseSchema,
  ConsoleLoreResponseSchema,
  EditorialIdParamsSchema,
  ErrorBodySchema,
  LoreOpenBodySchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getConsoleLore,
  listConsoleLore,
  setLoreOpened,
} from '../../../../services/editorial/lore-console.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * The console's Story chapters or Odyssey stages (content:edit): the two sections differ only in
 * name, so `admin/stories/` and `admin/odyssey/` (which borrows it from here) are this plugin.
 */
export function loreConsoleRoutes(section: 'story' | 'odyssey', noun: string): FastifyPluginAsyncZod {
  const tags = ['admin', 'editorial'];
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  return async (app) => {
    app.get(
      '/',
      {
        config: { auth: 'content:edit' },
        schema: {
          tags,
          summary: `Every ${noun} in order, locked ones included, with whether the console opened or locked it`,
          response: { 200: ConsoleLoreListResponseSchema, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const items = await listConsoleLore(app.db, section);
        return { data: { items, total: items.length } };
      },
    );

    app.patch(
      '/:id',
      {
        config: {
          auth: 'content:edit',
          audit: {
            action: `${section}.update`,
            before: (request) => getConsoleLore(app.db, section, idOf(request)),
          },
        },
        schema: {
          tags,
          summary: `Opens or locks a ${noun}; the choice outlives restarts and changes to its file`,
          params: EditorialIdParamsSchema,
          body: LoreOpenBodySchema,
          response: { 200: ConsoleLoreResponseSchema, ...errors, 404: ErrorBodySchema },
        },
      },
      async (request) => ({
        data: await setLoreOpened(app.db, section, request.params.id, request.body.isOpened),
      }),
    );
  };
}
