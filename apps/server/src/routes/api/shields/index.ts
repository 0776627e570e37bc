import {
  AccountShieldsResponseSchema,
  ErrorBodySchema,
  SHIELD_IMAGE_FIELD,
  ShieldAccountParamsSchema,
  ShieldFormSchema,
  ShieldIdParamsSchema,
  ShieldListQuerySchema,
  ShieldListResponseSchema,
  ShieldResponseSchema,
} from '@guardians/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UploadForm } from '../../../plugins/openapi-forms.ts';
import { acceptUploads } from '../../../plugins/uploads.ts';
import { downloadLinkKey } from '../../../services/shields/download-link.ts';
import { seedShields, shieldsFile } from '../../../services/shields/shield-seed.ts';
import {
  accountShields,
  createShield,
  listShields,
  type ShieldContext,
  updateShield,
} from '../../../services/shields/shield-service.ts';
import { readShieldForm } from './read-shield-form.ts';

/** The edit form as the OpenAPI document shows it: the picture is required on create only. */
function shieldForm(maxBytes: number, imageRequired: boolean): UploadForm {
  const description = `The shield's picture: PNG or JPEG, at most ${maxBytes} bytes`;
  return {
    fields: ShieldFormSchema,
    files: { [SHIELD_IMAGE_FIELD]: { required: imageRequired, description } },
  };
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };

async function shieldContext(app: FastifyInstance, request: FastifyRequest): Promise<ShieldContext> {
  return {
    db: app.db,
    storage: app.storage,
    linkKey: await downloadLinkKey(app.config),
    chainId: app.config.chainId,
    maxPixels: app.config.avatarMaxPixels,
    log: request.log,
  };
}

const shieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  // The badges of content/shields.json exist from the first start; added only when missing, so
  // administrators' edits are kept (it needs the file storage, which the launcher's seed has not).
  await seedShields(
    { db: app.db, storage: app.storage, chainId: app.config.chainId },
    shieldsFile(app.config.rootDir),
  );

  app.get(
    '/all',
    {
      schema: {
        tags: ['shields'],
        summary:
          'All shields, paged, optionally by name; canEdit tells whether the caller may edit them (content:edit)',
        querystring: ShieldListQuerySchema,
        response: { 200: ShieldListResponseSchema },
      },
    },
    async (request) => {
      const canEdit = await request.can('content:edit');
      return { data: await listShields(app.db, await downloadLinkKey(app.config), request.query, canEdit) };
    },
  );

  app.get(
    '/account/:account',
    {
      schema: {
        tags: ['shields'],
        summary: "The account's earned shields (rules are evaluated first; awards are kept once earned)",
        params: ShieldAccountParamsSchema,
        response: { 200: AccountShieldsResponseSchema },
      },
    },
    async (request) => {
      const items = await accountShields(app.db, await downloadLinkKey(app.config), request.params.account);
      return { data: { items, total: items.length } };
    },
  );

  app.post(
    '/',
    {
      config: {
        auth: 'content:edit',
        audit: { action: 'shields.create' },
        uploadForm: shieldForm(app.config.avatarMaxBytes, true),
      },
      schema: {
        tags: ['shields'],
        summary: 'Creates a shield (content:edit; multipart: name, description, image png/jpg/jpeg)',
        consumes: ['multipart/form-data'],
        response: { 201: ShieldResponseSchema, ...errors, 413: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const form = await readShieldForm(request, app.config.avatarMaxBytes);
      const shield = await createShield(await shieldContext(app, request), form);
      reply.status(201);
      return { data: shield };
    },
  );

  app.put(
    '/:id',
    {
      config: {
        auth: 'content:edit',
        audit: { action: 'shields.update' },
        uploadForm: shieldForm(app.config.avatarMaxBytes, false),
      },
      schema: {
        tags: ['shields'],
        summary: 'Edits a shield (content:edit; multipart: name, description, optional image png/jpg/jpeg)',
        consumes: ['multipart/form-data'],
        params: ShieldIdParamsSchema,
        response: { 200: ShieldResponseSchema, ...errors, 404: ErrorBodySchema, 413: ErrorBodySchema },
      },
    },
    async (request) => {
      const form = await readShieldForm(request, app.config.avatarMaxBytes);
      return { data: await updateShield(await shieldContext(app, request), request.params.id, form) };
    },
  );
};

export default shieldsRoutes;
