import { type AdminRole, type RoleGrant, RoleGrantResponseSchema } from '@guardians/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getRoleGrantsQueryOptions } from './get-role-grants.ts';

type RoleChange = { account: string; role: AdminRole };

const grantPath = ({ account, role }: RoleChange) =>
  `/api/admin/roles/${encodeURIComponent(account)}/${encodeURIComponent(role)}`;

/** PUT /api/admin/roles/{account}/{role}: grants the role (a role already held changes nothing). */
async function grantRole(change: RoleChange): Promise<RoleGrant> {
  return RoleGrantResponseSchema.shape.data.parse(await apiRequest(grantPath(change), { method: 'PUT' }));
}

/** DELETE /api/admin/roles/{account}/{role}: 404 not held, 409 an ADMIN_ACCOUNTS or the last owner. */
async function revokeRole(change: RoleChange): Promise<RoleGrant> {
  return RoleGrantResponseSchema.shape.data.parse(await apiRequest(grantPath(change), { method: 'DELETE' }));
}

function useRoleMutation(mutationFn: (change: RoleChange) => Promise<RoleGrant>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The table, and everyone's roles (the caller may have changed their own).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getRoleGrantsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.adminStatus] }),
      ]),
  });
}

export const useGrantRole = () => useRoleMutation(grantRole);
export const useRevokeRole = () => useRoleMutation(revokeRole);
