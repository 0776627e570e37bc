// @guardians/shared/community: Guardians and collectors.
export * from '../guardians.ts';
export * from '../community-pages.ts';
