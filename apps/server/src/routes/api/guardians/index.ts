import {
  ErrorBodySchema,
  GuardianIdParamsSchema,
  GuardianListQuerySchema,
  GuardianListResponseSchema,
  GuardianResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGuardians } from '../../../services/guardians/guardian-repository.ts';
import { getGuardian } from '../../../services/guardians/guardian-service.ts';

const guardiansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      schema: {
        tags: ['guardians'],
        summary: 'The Guardians, paged (limit 50 by default, 100 at most), filtered by name',
        querystring: GuardianListQuerySchema,
        response: { 200: GuardianListResponseSchema },
      },
    },
    async (request) => ({ data: await listGuardians(app.db, request.query) }),
  );

  app.get(
    '/guardian/id/:id',
    {
      schema: {
        tags: ['guardians'],
        summary: 'One Guardian by id',
        params: GuardianIdParamsSchema,
        response: { 200: GuardianResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await getGuardian(app.db, request.params.id) }),
  );
};

export default guardiansRoutes;
