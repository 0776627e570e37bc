import { z } from 'zod';

const platformModes = ['single', 'multi'] as const;
export const PlatformModeSchema = z.enum(platformModes);
export type PlatformMode = z.infer<typeof PlatformModeSchema>;

/** Launch phase: only `post` shows the wallet tabs; earlier stages show the quests promo. */
const launchStages = ['pre', 'post'] as const;
const LaunchStageSchema = z.enum(launchStages);

/**
 * A CSS colour or paint as the pages set it (`#0b0a1f`, `rgb(...)`, a gradient): no characters that
 * could end the declaration or open a block, so a value cannot restyle more than its own property.
 */
const cssColor = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^;{}<>\\]*$/, 'must be a CSS colour');

const SiteStylesSchema = z.object({
  background: cssColor,
  color: cssColor,
  cardStyles: z.object({ background: cssColor, border: cssColor, color: cssColor }),
});

/** Links every page shows: http(s) only (a javascript: or data: URL would run in visitors' pages). */
const socialLink = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(500)
  .nullable();
const SocialLinksSchema = z.object({ x: socialLink, discord: socialLink, instagram: socialLink });

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
