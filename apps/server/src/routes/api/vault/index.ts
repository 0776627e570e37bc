import {
  CountResponseSchema,
  ErrorBodySchema,
  VaultAssetIdParamsSchema,
  VaultDownloadResponseSchema,
  VaultFileParamsSchema,
  VaultFileQuerySchema,
  VaultListQuerySchema,
  VaultListResponseSchema,
} from '@guardians/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../../plugins/openapi-media.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { vaultLinkKey } from '../../../services/vault/vault-link.ts';
import { seedVault, vaultFile } from '../../../services/vault/vault-seed.ts';
import {
  countVault,
  issueDownload,
  listVault,
  openDownload,
  type VaultContext,
} from '../../../services/vault/vault-service.ts';

async function vaultContext(app: FastifyInstance): Promise<VaultContext> {
  return {
    db: app.db,
    storage: app.storage,
    linkKey: await vaultLinkKey(app.config),
    chainId: app.config.chainId,
    defaultTokenAddress: app.config.defaultTokenAddress,
  };
}

/** A header-safe ASCII fallback plus the exact name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const vaultRoutes: FastifyPluginAsyncZod = async (app) => {
  // content/vault exists from the first start; added only when missing (needs the file storage).
  await seedVault({ db: app.db, storage: app.storage }, vaultFile(app.config.rootDir));
  const tags = ['vault'];

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'The vault assets, paged, in vault order',
        querystring: VaultListQuerySchema,
        response: { 200: VaultListResponseSchema },
      },
    },
    async (request) => {
      const [items, total] = await Promise.all([listVault(app.db, request.query), countVault(app.db)]);
      return { data: { items, total } };
    },
  );

  app.get(
    '/all/count',
    { schema: { tags, summary: 'How many vault assets there are', response: { 200: CountResponseSchema } } },
    async () => ({ data: await countVault(app.db) }),
  );

  app.post(
    '/download/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          'An expiring signed link to the asset (signed in with X linked; a Guardian holder for holder assets); logged',
        params: VaultAssetIdParamsSchema,
        response: {
          200: VaultDownloadResponseSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const link = await issueDownload(await vaultContext(app), {
        assetId: request.params.id,
        account: request.session.account.toLowerCase(),
        ip: request.ip ?? null,
      });
      return { data: link };
    },
  );

  app.get(
    '/files/:downloadId',
    {
      schema: {
        tags,
        summary: 'The file behind a signed download link, as an attachment (403 altered, 410 expired)',
        params: VaultFileParamsSchema,
        querystring: VaultFileQuerySchema,
        response: {
          200: fileAnswer('The asset, as an attachment', ['*/*']),
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          410: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await openDownload(await vaultContext(app), {
        downloadId: request.params.downloadId,
        ...request.query,
      });
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachment(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

export default vaultRoutes;
