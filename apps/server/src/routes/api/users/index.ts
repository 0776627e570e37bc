import {
  AccountParamsSchema,
  AVATAR_FIELD,
  CreateUserResponseSchema,
  ErrorBodySchema,
  IdentitiesQuerySchema,
  IdentitiesResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
  UserAccountParamsSchema,
  UserActionResponseSchema,
  UsernameAvailabilityResponseSchema,
  UsernameParamsSchema,
  UserProfileQuerySchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setConnectedWalletCookie } from '../../../plugins/auth.ts';
import { acceptUploads } from '../../../plugins/uploads.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { createUrlPresenter } from '../../../services/catalogue/read/public-urls.ts';
import { registerBetaTester } from '../../../services/users/beta-tester-service.ts';
import { EnsNames } from '../../../services/users/ens/ens-names.ts';
import { findEnsRegistry } from '../../../services/users/ens/ens-registry.ts';
import { findIdentities, type IdentityDeps } from '../../../services/users/identity-service.ts';
import { getProfile, updateProfile } from '../../../services/users/profile-service.ts';
import { rememberConnectedWallet } from '../../../services/users/user-repository.ts';
import { isUsernameAvailable } from '../../../services/users/username-service.ts';
import { readProfileForm } from './read-profile-form.ts';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/new/:address',
    {
      // Sets a cookie, which a replayed answer could not.
      config: { idempotency: false },
      schema: {
        tags: ['users'],
        summary:
          'Records a connected wallet (idempotent; `created` is false when it already had a record) and remembers it for this browser session, so GET /api/login may leave out `account`. The record stays pending until the wallet signs in and is removed after an hour without one; 400 for a malformed address',
        params: AccountParamsSchema,
        response: { 200: CreateUserResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { created } = await rememberConnectedWallet(app.db, request.params.address);
      setConnectedWalletCookie(request, reply, request.params.address);
      return { data: { account: request.params.address, created } };
    },
  );

  const identities: IdentityDeps = {
    db: app.db,
    chainId: app.chain.chainId,
    urls: createUrlPresenter({ publicUrl: app.config.publicUrl, ipfsGateway: app.config.ipfsGateway }),
    ens: new EnsNames({
      chain: app.chain,
      registry: () => findEnsRegistry(app.db, app.config, app.chain.chainId),
    }),
  };
  app.get(
    '/identities',
    {
      schema: {
        tags: ['users'],
        summary:
          'How the interface shows accounts: username and picture from the profile, else the primary ENS name (verified forward) and avatar, and the checksummed address; in the order asked',
        querystring: IdentitiesQuerySchema,
        response: { 200: IdentitiesResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const items = await findIdentities(identities, request.query.accounts);
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/is-available-username/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'true when the username follows the rules and nobody uses it (any letter case)',
        params: UsernameParamsSchema,
        response: { 200: UsernameAvailabilityResponseSchema },
      },
    },
    async (request) => ({ data: await isUsernameAvailable(app.db, request.params.username) }),
  );

  app.get(
    '/:account',
    {
      schema: {
        tags: ['users'],
        summary:
          "A user's profile (empty for a wallet that never connected); currentCoinBalance only on the caller's own",
        params: UserAccountParamsSchema,
        querystring: UserProfileQuerySchema,
        response: { 200: ProfileResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const session = await request.loadSession();
      return { data: await getProfile(app.db, request.params.account, session?.account) };
    },
  );

  app.post(
    '/',
    {
      // The spec writes this call as POST /api/users/; the slash form is the one the OpenAPI document
      // names (the other is still accepted: ignoreTrailingSlash).
      prefixTrailingSlash: 'slash',
      config: {
        auth: 'signed-in',
        uploadForm: {
          blankMeansUnchanged: true,
          fields: ProfileUpdateSchema,
          files: {
            [AVATAR_FIELD]: {
              required: false,
              description: `The avatar: PNG, JPEG, WebP or GIF, at most ${app.config.avatarMaxBytes} bytes`,
            },
          },
        },
      },
      schema: {
        tags: ['users'],
        summary:
          "Updates the caller's profile (multipart: username, biography, url, location, guardianId, image file)",
        consumes: ['multipart/form-data'],
        response: {
          200: UserActionResponseSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          413: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const account = signedInAccount(request.session);
      const form = await readProfileForm(request, app.config.avatarMaxBytes);
      const ctx = {
        db: app.db,
        storage: app.storage,
        avatarMaxPixels: app.config.avatarMaxPixels,
        log: request.log,
      };
      return { data: await updateProfile(ctx, account, form) };
    },
  );

  app.patch(
    '/register-beta-tester',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Registers the caller as a beta tester; calling again is harmless',
        response: { 200: UserActionResponseSchema },
      },
    },
    async (request) => ({ data: await registerBetaTester(app.db, signedInAccount(request.session)) }),
  );
};

/** The auth hook guarantees a session on signed-in routes; this keeps the type honest without `!`. */
function signedInAccount(session: { account: string } | null): string {
  if (!session) throw new NotSignedInError();
  return session.account;
}

export default userRoutes;
