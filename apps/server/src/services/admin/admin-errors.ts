import type { Permission } from '@guardians/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';

/** Signed in, but no role of the account grants what the route needs. */
export class PermissionDeniedError extends ForbiddenError {
  constructor(readonly permission: Permission) {
    super(`Your role does not allow this (it needs ${permission})`);
  }
}

export class RoleNotHeldError extends NotFoundError {
  override readonly code = 'ROLE_NOT_HELD';
  constructor(account: string, role: string) {
    super(`${account} does not hold the ${role} role`);
  }
}

/** ADMIN_ACCOUNTS owners are the operator's way back in: only the environment removes them. */
export class ConfiguredOwnerError extends ConflictError {
  override readonly code = 'CONFIGURED_OWNER';
  constructor(account: string) {
    super(`${account} is an owner through ADMIN_ACCOUNTS; remove it there and restart`);
  }
}

/** The console keeps at least one owner who can grant roles, so nobody locks the community out. */
export class LastOwnerError extends ConflictError {
  override readonly code = 'LAST_OWNER';
  constructor() {
    super('This is the last owner: grant the owner role to someone else first');
  }
}
