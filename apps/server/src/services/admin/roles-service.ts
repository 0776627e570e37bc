import { type AdminRole, type Permission, permissionsOf, type RoleGrant } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { serviceTransaction } from '../../db/request-transaction.ts';
import type { ReadThroughCache } from '../../infra/change-feed/read-through-cache.ts';
import { ConfiguredOwnerError, LastOwnerError, RoleNotHeldError } from './admin-errors.ts';
import {
  deleteRole,
  findRoleGrants,
  findRolesOf,
  insertRole,
  lockConsoleOwners,
  namesOf,
  type RoleRow,
} from './roles-repository.ts';

/** Where roles come from: the database, and ADMIN_ACCOUNTS (owners by configuration). */
export interface RoleSources {
  db: Db;
  configuredOwners: ReadonlySet<string>;
  /** This node's copies of each account's roles, dropped when admin_roles changes. */
  copies?: ReadThroughCache<AdminRole[]> | undefined;
}

/** The roles `account` holds (lower case), ADMIN_ACCOUNTS' owner role included. */
export async function rolesOf(sources: RoleSources, account: string): Promise<AdminRole[]> {
  const load = () => findRolesOf(sources.db, account);
  const stored = (sources.copies ? await sources.copies.get(account, load) : await load()) ?? [];
  const roles = new Set(stored);
  if (sources.configuredOwners.has(account)) roles.add('owner');
  return [...roles];
}

export async function hasPermission(
  sources: RoleSources,
  account: string,
  permission: Permission,
): Promise<boolean> {
  return permissionsOf(await rolesOf(sources, account)).includes(permission);
}

function toGrant(row: RoleRow, source: RoleGrant['source']): RoleGrant {
  return {
    account: row.account,
    role: row.role,
    source,
    grantedBy: row.grantedBy,
    grantedAt: row.grantedAt?.toISOString() ?? null,
    name: row.name,
  };
}

/** Every role held: ADMIN_ACCOUNTS' owners first, then the console's grants, oldest first. */
export async function listRoleGrants(sources: RoleSources): Promise<RoleGrant[]> {
  const configured = [...sources.configuredOwners];
  const [rows, names] = await Promise.all([findRoleGrants(sources.db), namesOf(sources.db, configured)]);
  const fromEnvironment = configured.map((account) =>
    toGrant(
      { account, role: 'owner', grantedBy: null, grantedAt: null, name: names.get(account) ?? null },
      'environment',
    ),
  );
  const fromConsole = rows
    .filter((row) => !(row.role === 'owner' && sources.configuredOwners.has(row.account)))
    .map((row) => toGrant(row, 'console'));
  return [...fromEnvironment, ...fromConsole];
}

/** Grants `role`; granting a role the account holds changes nothing and answers the same. */
export async function grantRole(
  sources: RoleSources,
  account: string,
  role: AdminRole,
  grantedBy: string,
): Promise<{ grant: RoleGrant; changed: boolean }> {
  const changed =
    role === 'owner' && sources.configuredOwners.has(account)
      ? false
      : await insertRole(sources.db, account, role, grantedBy);
  const grants = await listRoleGrants(sources);
  const grant = grants.find((g) => g.account === account && g.role === role);
  if (!grant) throw new RoleNotHeldError(account, role);
  return { grant, changed };
}

/** Revokes a console grant; ADMIN_ACCOUNTS' owners stay, and so does the last owner. */
export async function revokeRole(sources: RoleSources, account: string, role: AdminRole): Promise<RoleGrant> {
  if (role === 'owner' && sources.configuredOwners.has(account)) throw new ConfiguredOwnerError(account);
  return serviceTransaction(sources.db, async (tx) => {
    if (role === 'owner') {
      const owners = await lockConsoleOwners(tx);
      const remaining = owners.filter((owner) => owner !== account).length + sources.configuredOwners.size;
      if (owners.includes(account) && remaining === 0) throw new LastOwnerError();
    }
    const row = await deleteRole(tx, account, role);
    if (!row) throw new RoleNotHeldError(account, role);
    return toGrant(row, 'console');
  });
}
