import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../../errors.ts';
import { isStorageKey } from '../../../services/storage/storage.ts';

const MediaParamsSchema = z.object({ key: z.string() });

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:key',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded file (avatars: WebP, shields: PNG, both re-encoded by us)',
        params: MediaParamsSchema,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      // Malformed keys are "not found" too: nothing from the URL reaches the file system unchecked.
      const body = isStorageKey(key) ? await app.storage.get(key) : undefined;
      if (!body) throw new NotFoundError('No such file');
      return (
        reply
          .header('content-type', key.endsWith('.png') ? 'image/png' : 'image/webp')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          // Keys are random and files never change under a key.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(body)
      );
    },
  );
};

export default mediaRoutes;
