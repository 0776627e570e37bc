// @guardians/shared/auth: Sign-in and sessions.
export * from '../auth.ts';
