import {
  ErrorBodySchema,
  RoleGrantListResponseSchema,
  RoleGrantParamsSchema,
  RoleGrantResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantRole, listRoleGrants, revokeRole } from '../../../../services/admin/roles-service.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

type GrantParams = { account: string; role: string };

/** Who runs the community (roles:grant): owners grant and revoke owner, moderator and judge. */
const adminRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const heldGrant = async (params: unknown) => {
    const { account, role } = params as GrantParams;
    const grants = await listRoleGrants(app.roleSources);
    return grants.find((grant) => grant.account === account && grant.role === role) ?? null;
  };

  app.get(
    '/',
    {
      config: { auth: 'roles:grant' },
      schema: {
        tags,
        summary: 'Every role held: the owners from ADMIN_ACCOUNTS, then the grants made in the console',
        response: { 200: RoleGrantListResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const items = await listRoleGrants(app.roleSources);
      return { data: { items, total: items.length } };
    },
  );

  app.put(
    '/:account/:role',
    {
      config: { auth: 'roles:grant', audit: { action: 'roles.grant' } },
      schema: {
        tags,
        summary: 'Grants the role to the account (granting a role it holds changes nothing)',
        params: RoleGrantParamsSchema,
        response: { 200: RoleGrantResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const { account, role } = request.params;
      const { grant } = await grantRole(
        app.roleSources,
        account,
        role,
        request.session.account.toLowerCase(),
      );
      return { data: grant };
    },
  );

  app.delete(
    '/:account/:role',
    {
      config: {
        auth: 'roles:grant',
        audit: { action: 'roles.revoke', before: (request) => heldGrant(request.params), after: () => null },
      },
      schema: {
        tags,
        summary:
          'Revokes the role: 404 when the account does not hold it, 409 for an ADMIN_ACCOUNTS owner or the last owner',
        params: RoleGrantParamsSchema,
        response: { 200: RoleGrantResponseSchema, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await revokeRole(app.roleSources, request.params.account, request.params.role),
    }),
  );
};

export default adminRolesRoutes;
