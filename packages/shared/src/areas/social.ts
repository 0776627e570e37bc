// @guardians/shared/social: X and Discord.
export * from '../socials.ts';
