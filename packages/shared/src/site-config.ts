import { z } from 'zod';

const platformModes = ['single', 'multi'] as const;
export const PlatformModeSchema = z.enum(platformModes);
export type PlatformMode = z.infer<typeof PlatformModeSchema>;

/** Launch phase: only `post` shows the wallet tabs; earlier stages show the quests promo. */
const launchStages = ['pre', 'post'] as const;
const LaunchStageSchema = z.enum(launchStages);

const cssColor = z.string().min(1).max(200);

const SiteStylesSchema = z.object({
  background: cssColor,
  color: cssColor,
  cardStyles: z.object({ background: cssColor, border: cssColor, color: cssColor }),
});

const SocialLinksSchema = z.object({
  x: z.url().nullable(),
  discord: z.url().nullable(),
  instagram: z.url().nullable(),
});

/** Navbar flags, in the spec's order. */
const navbarFlags = [
  'enableGallery',
  'enableExplore',
  'enableStory',
  'enableOdyssey',
  'enableOwners',
  'enableQuests',
  'enableBlog',
  'enableAbout',
  'enablePortal',
] as const;
export type NavbarFlag = (typeof navbarFlags)[number];

export const SiteConfigSchema = z.object({
  mode: PlatformModeSchema,
  name: z.string().min(1).max(80),
  logo: z.string().min(1).max(500),
  launchStage: LaunchStageSchema,
  styles: SiteStylesSchema,
  socials: SocialLinksSchema,
  enableGallery: z.boolean(),
  enableExplore: z.boolean(),
  enableStory: z.boolean(),
  enableOdyssey: z.boolean(),
  enableOwners: z.boolean(),
  enableQuests: z.boolean(),
  enableBlog: z.boolean(),
  enableAbout: z.boolean(),
  enablePortal: z.boolean(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const SiteConfigResponseSchema = z.object({ data: SiteConfigSchema });
