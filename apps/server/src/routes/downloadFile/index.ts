import { ErrorBodySchema, ShieldDownloadParamsSchema, ShieldDownloadQuerySchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../plugins/openapi-media.ts';
import { NotSignedInError } from '../../services/auth/auth-errors.ts';
import { downloadLinkKey } from '../../services/shields/download-link.ts';
import { assertDownloadLink, downloadShield } from '../../services/shields/shield-download.ts';

/** Spec route /downloadFile/{name}?mimetype=PNG&file_url=...&hash=...: a shield's PNG for its owner. */
const downloadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:name',
    {
      schema: {
        tags: ['shields'],
        summary: "Downloads an earned shield's PNG; the hash is the server's MAC over the other parameters",
        params: ShieldDownloadParamsSchema,
        querystring: ShieldDownloadQuerySchema,
        response: {
          200: fileAnswer("The shield's picture, as an attachment", ['image/png']),
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { mimetype, file_url: fileUrl, hash } = request.query;
      const link = { name: request.params.name, mimetype, fileUrl, hash };
      assertDownloadLink(await downloadLinkKey(app.config), link);
      const session = await request.loadSession();
      if (!session) throw new NotSignedInError();
      const file = await downloadShield({ db: app.db, storage: app.storage }, link, session.account);
      return reply
        .header('content-type', 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

/** attachment with an ASCII fallback and the exact name in RFC 5987 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export default downloadFileRoutes;
