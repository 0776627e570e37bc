import {
  ConsoleVaultAssetResponseSchema,
  ConsoleVaultIdParamsSchema,
  ConsoleVaultListResponseSchema,
  ConsoleVaultQuerySchema,
  ErrorBodySchema,
  VAULT_FILE_FIELD,
  VAULT_FILE_MAX_BYTES,
  VAULT_IMAGE_FIELD,
  VaultAssetFormSchema,
  VaultAssetPatchSchema,
} from '@guardians/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptUploads } from '../../../../plugins/uploads.ts';
import {
  createVaultAsset,
  deleteVaultAsset,
  getConsoleVaultAsset,
  listConsoleVault,
  updateVaultAsset,
  type VaultConsoleContext,
} from '../../../../services/vault/vault-console.ts';
import { readVaultForm } from './read-vault-form.ts';

const tags = ['admin', 'vault'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The asset the request names, as it was before the change (for the audit log). */
const assetBefore = (app: FastifyInstance) => (request: FastifyRequest) =>
  getConsoleVaultAsset(app.db, (request.params as { id: number }).id);

function vaultContext(app: FastifyInstance, request: FastifyRequest): VaultConsoleContext {
  return { db: app.db, storage: app.storage, maxPixels: app.config.avatarMaxPixels, log: request.log };
}

/** The console's vault (content:edit): what holders download, uploaded, edited and removed here. */
const adminVaultRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const imageMaxBytes = app.config.avatarMaxBytes;

  app.get(
    '/',
    {
      config: { auth: 'content:edit' },
      schema: {
        tags,
        summary:
          'Every vault asset in vault order with where it came from (file, edited, console); q searches',
        querystring: ConsoleVaultQuerySchema,
        response: { 200: ConsoleVaultListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listConsoleVault(app.db, request.query) };
    },
  );

  app.post(
    '/',
    {
      config: {
        auth: 'content:edit',
        audit: { action: 'vault.create' },
        uploadForm: {
          fields: VaultAssetFormSchema,
          files: {
            [VAULT_IMAGE_FIELD]: {
              required: true,
              description: `The picture the vault shows: PNG, JPEG or WebP, at most ${imageMaxBytes} bytes`,
            },
            [VAULT_FILE_FIELD]: {
              required: true,
              description: `The file holders download: any type, at most ${VAULT_FILE_MAX_BYTES} bytes`,
            },
          },
        },
      },
      schema: {
        tags,
        summary:
          'Adds an asset at the end of the vault (multipart: title, description, holdersOnly true/false, image, file); 413 past the size limits',
        consumes: ['multipart/form-data'],
        response: { 201: ConsoleVaultAssetResponseSchema, ...errors, 413: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await readVaultForm(request, imageMaxBytes);
      const asset = await createVaultAsset(vaultContext(app, request), upload);
      reply.status(201);
      return { data: asset };
    },
  );

  app.patch(
    '/:id',
    {
      config: { auth: 'content:edit', audit: { action: 'vault.update', before: assetBefore(app) } },
      schema: {
        tags,
        summary:
          "Changes an asset's title, description or holdersOnly (what is sent); a seeded one becomes edited",
        params: ConsoleVaultIdParamsSchema,
        body: VaultAssetPatchSchema,
        response: { 200: ConsoleVaultAssetResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await updateVaultAsset(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    {
      config: {
        auth: 'content:edit',
        audit: { action: 'vault.delete', before: assetBefore(app), after: () => null },
      },
      schema: {
        tags,
        summary:
          'Removes an asset and its download log and returns it; a seeded one returns at the next start while content/vault lists it',
        params: ConsoleVaultIdParamsSchema,
        response: { 200: ConsoleVaultAssetResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await deleteVaultAsset(vaultContext(app, request), request.params.id) }),
  );
};

export default adminVaultRoutes;
