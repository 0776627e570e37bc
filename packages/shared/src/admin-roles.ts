import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { listResponse } from './envelopes.ts';

/**
 * The people who run the community (issue 29, decision 0082). Roles live in the database; the
 * accounts in ADMIN_ACCOUNTS are owners by configuration. Every console route names one permission
 * and the server checks it; the console only hides what the server would refuse.
 */
export const ADMIN_ROLES = ['owner', 'moderator', 'judge'] as const;
export const AdminRoleSchema = z.enum(ADMIN_ROLES);
export type AdminRole = z.infer<typeof AdminRoleSchema>;

export const PERMISSIONS = [
  'site:edit',
  'roles:grant',
  'audit:read',
  'collections:edit',
  'quests:edit',
  'quests:review',
  'points:adjust',
  'submissions:review',
  'submissions:disable',
  'contest:edit',
  'content:edit',
  'newsletter:export',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each role may do: an owner everything; a moderator content and submissions; a judge judging. */
export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  moderator: ['quests:review', 'submissions:review', 'submissions:disable', 'content:edit'],
  judge: ['submissions:review'],
};

export function permissionsOf(roles: readonly AdminRole[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

/** `GET /api/admin/me`: what the caller may do (nothing for visitors and members). */
export const AdminStatusResponseSchema = z.object({
  data: z.object({
    /** Any console role (kept from before the roles: the gallery's edit view asks for it). */
    isAdmin: z.boolean(),
    roles: z.array(AdminRoleSchema),
    permissions: z.array(z.enum(PERMISSIONS)),
  }),
});
export type AdminStatus = z.infer<typeof AdminStatusResponseSchema>['data'];

/** One role held by one account. `source`: granted in the console, or set by ADMIN_ACCOUNTS. */
const RoleGrantSchema = z.object({
  account: z.string(),
  role: AdminRoleSchema,
  source: z.enum(['console', 'environment']),
  /** Who granted it (null for ADMIN_ACCOUNTS); the console looks up their name. */
  grantedBy: z.string().nullable(),
  grantedAt: z.iso.datetime().nullable(),
  /** The account's profile name, when it has one (people are shown by name, not hex). */
  name: z.string().nullable(),
});
export type RoleGrant = z.infer<typeof RoleGrantSchema>;
export const RoleGrantListResponseSchema = listResponse(RoleGrantSchema);

export const RoleGrantParamsSchema = z.object({ account: AddressSchema, role: AdminRoleSchema });
export const RoleGrantResponseSchema = z.object({ data: RoleGrantSchema });
