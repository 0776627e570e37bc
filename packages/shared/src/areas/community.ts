// @guardians/shared/community: Guardians and collectors.

export * from '../community-pages.ts';
export * from '../guardians.ts';
