// @guardians/shared/community: Guardians and collectors, the portal and the newsletter.

export * from '../community-pages.ts';
export * from '../guardians.ts';
export * from '../newsletter.ts';
