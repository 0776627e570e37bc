import type { AdminRole } from '@guardians/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminRoles, users } from '../../db/schema/index.ts';

export interface RoleRow {
  account: string;
  role: AdminRole;
  grantedBy: string | null;
  grantedAt: Date | null;
  name: string | null;
}

export async function findRolesOf(db: Db, account: string): Promise<AdminRole[]> {
  const rows = await db
    .select({ role: adminRoles.role })
    .from(adminRoles)
    .where(eq(adminRoles.account, account));
  return rows.map((row) => row.role);
}

export function findRoleGrants(db: Db): Promise<RoleRow[]> {
  return db
    .select({
      account: adminRoles.account,
      role: adminRoles.role,
      grantedBy: adminRoles.grantedBy,
      grantedAt: adminRoles.grantedAt,
      name: users.username,
    })
    .from(adminRoles)
    .leftJoin(users, eq(users.account, adminRoles.account))
    .orderBy(asc(adminRoles.grantedAt), asc(adminRoles.account));
}

export async function namesOf(db: Db, accounts: readonly string[]): Promise<Map<string, string>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .select({ account: users.account, name: users.username })
    .from(users)
    .where(sql`${users.account} in ${accounts}`);
  return new Map(rows.flatMap((row) => (row.name ? [[row.account, row.name] as const] : [])));
}

/** Inserts the grant; false when the account already held the role (nothing changes). */
export async function insertRole(
  db: Db,
  account: string,
  role: AdminRole,
  grantedBy: string,
): Promise<boolean> {
  const rows = await db
    .insert(adminRoles)
    .values({ account, role, grantedBy })
    .onConflictDoNothing()
    .returning({ account: adminRoles.account });
  return rows.length > 0;
}

export async function deleteRole(db: Db, account: string, role: AdminRole): Promise<RoleRow | undefined> {
  const [row] = await db
    .delete(adminRoles)
    .where(and(eq(adminRoles.account, account), eq(adminRoles.role, role)))
    .returning();
  return row && { ...row, name: null };
}

/** Owners granted in the console, locked for the rest of the transaction (two revokes race). */
export async function lockConsoleOwners(db: Db): Promise<string[]> {
  const rows = await db
    .select({ account: adminRoles.account })
    .from(adminRoles)
    .where(eq(adminRoles.role, 'owner'))
    .for('update');
  return rows.map((row) => row.account);
}
