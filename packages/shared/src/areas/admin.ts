// @guardians/shared/admin: The operator console's roles, permissions and audit log.

export * from '../admin-audit.ts';
export * from '../admin-roles.ts';
export * from '../admin-site.ts';
