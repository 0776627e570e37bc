// @guardians/shared/users: Users and profiles.
export * from '../users.ts';
