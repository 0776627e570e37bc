import { ErrorBodySchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../../errors.ts';
import { parseRange } from '../../../infra/http/byte-range.ts';
import { isStorageKey } from '../../../infra/storage/storage.ts';
import { contentTypeOfKey } from '../../../infra/storage/storage-content-type.ts';
import { emptyAnswer, fileAnswer } from '../../../plugins/openapi-media.ts';

const stored = fileAnswer('The file, or the range asked for', ['image/webp', 'image/png', 'video/mp4']);

const MediaParamsSchema = z.object({ key: z.string() });

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:key',
    {
      schema: {
        tags: ['media'],
        summary:
          'An uploaded file (avatars and fan art: WebP, shields: PNG, all re-encoded by us; fan-art videos: MP4, with Range support)',
        params: MediaParamsSchema,
        response: {
          200: stored,
          206: stored,
          404: ErrorBodySchema,
          416: emptyAnswer('The Range asked for is outside the file (Content-Range names its size)'),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      // Malformed keys are "not found" too: nothing from the URL reaches the file system unchecked.
      // Vault files (.bin) only leave through the vault's download links, which check who asks.
      const served = isStorageKey(key) && !key.endsWith('.bin');
      const body = served ? await app.storage.get(key) : undefined;
      if (!body) throw new NotFoundError('No such file');
      reply
        .header('content-type', contentTypeOfKey(key))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        // Keys are random and files never change under a key.
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (!key.endsWith('.mp4')) return reply.send(body);

      // Videos are stored as uploaded, not re-encoded: a sandbox keeps any markup hidden in them inert,
      // and byte ranges let the browser's player seek without fetching the whole file.
      reply.header('content-security-policy', "default-src 'none'; sandbox").header('accept-ranges', 'bytes');
      const range = parseRange(request.headers.range, body.length);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${body.length}`).send(undefined);
      }
      if (!range) return reply.send(body);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
        .send(body.subarray(range.start, range.end + 1));
    },
  );
};

export default mediaRoutes;
