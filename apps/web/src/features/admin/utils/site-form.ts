import { type NavbarFlag, type SiteConfig, SiteConfigSchema } from '@guardians/shared/site-config';

/** What the Site form holds: the configuration, with each social link as typed ('' for none). */
export type SiteDraft = Omit<SiteConfig, 'socials'> & { socials: Record<SocialKey, string> };
export type SocialKey = keyof SiteConfig['socials'];

/** Field errors by path: `name`, `styles.cardStyles.border`, `socials.x`, ... */
export type SiteFieldErrors = Partial<Record<string, string>>;

export const SOCIAL_FIELDS: readonly { key: SocialKey; label: string; placeholder: string }[] = [
  { key: 'x', label: 'X', placeholder: 'https://x.com/yourcommunity' },
  { key: 'discord', label: 'Discord invite', placeholder: 'https://discord.gg/yourcommunity' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/yourcommunity' },
];

/** The navbar flags with the link each one shows; the first four exist only in single mode. */
export const NAVBAR_FLAG_FIELDS: readonly { flag: NavbarFlag; label: string; singleOnly?: boolean }[] = [
  { flag: 'enableGallery', label: 'Gallery (fan art)', singleOnly: true },
  { flag: 'enableExplore', label: 'Explore (the collection)', singleOnly: true },
  { flag: 'enableStory', label: 'Story', singleOnly: true },
  { flag: 'enableOdyssey', label: 'Odyssey', singleOnly: true },
  { flag: 'enableOwners', label: 'NFTLovers (owners)' },
  { flag: 'enableQuests', label: 'Quests' },
  { flag: 'enableBlog', label: 'Blog' },
  { flag: 'enableAbout', label: 'About' },
  { flag: 'enablePortal', label: 'Portal' },
];

export type ColourPath =
  | 'styles.background'
  | 'styles.color'
  | 'styles.cardStyles.background'
  | 'styles.cardStyles.border'
  | 'styles.cardStyles.color';

export const COLOUR_FIELDS: readonly { path: ColourPath; label: string }[] = [
  { path: 'styles.background', label: 'Page background' },
  { path: 'styles.color', label: 'Text' },
  { path: 'styles.cardStyles.background', label: 'Card background' },
  { path: 'styles.cardStyles.border', label: 'Card border' },
  { path: 'styles.cardStyles.color', label: 'Card text' },
];

export function colourOf(draft: SiteDraft, path: ColourPath): string {
  const { styles } = draft;
  switch (path) {
    case 'styles.background':
      return styles.background;
    case 'styles.color':
      return styles.color;
    case 'styles.cardStyles.background':
      return styles.cardStyles.background;
    case 'styles.cardStyles.border':
      return styles.cardStyles.border;
    case 'styles.cardStyles.color':
      return styles.cardStyles.color;
  }
}

export function withColour(draft: SiteDraft, path: ColourPath, value: string): SiteDraft {
  const styles = { ...draft.styles, cardStyles: { ...draft.styles.cardStyles } };
  if (path === 'styles.background') styles.background = value;
  else if (path === 'styles.color') styles.color = value;
  else if (path === 'styles.cardStyles.background') styles.cardStyles.background = value;
  else if (path === 'styles.cardStyles.border') styles.cardStyles.border = value;
  else styles.cardStyles.color = value;
  return { ...draft, styles };
}

export function draftOf(config: SiteConfig): SiteDraft {
  const { x, discord, instagram } = config.socials;
  return { ...config, socials: { x: x ?? '', discord: discord ?? '', instagram: instagram ?? '' } };
}

/** The configuration the draft stands for: text trimmed, an empty social link is none (null). */
export function configOf(draft: SiteDraft): SiteConfig {
  const link = (value: string) => value.trim() || null;
  const { styles, socials } = draft;
  const card = styles.cardStyles;
  return {
    ...draft,
    name: draft.name.trim(),
    logo: draft.logo.trim(),
    styles: {
      background: styles.background.trim(),
      color: styles.color.trim(),
      cardStyles: {
        background: card.background.trim(),
        border: card.border.trim(),
        color: card.color.trim(),
      },
    },
    socials: { x: link(socials.x), discord: link(socials.discord), instagram: link(socials.instagram) },
  };
}

/** Messages people can act on, instead of the schema's ("Too small: expected string to have..."). */
function messageFor(path: string): string {
  if (path === 'name') return 'Enter the site name (up to 80 characters).';
  if (path === 'logo') return "Enter the logo's URL or path, e.g. /brand/logo.svg (up to 500 characters).";
  if (path.startsWith('styles.')) return 'Enter a CSS colour, e.g. #0b0a1f or rgb(11 10 31).';
  if (path.startsWith('socials.')) return 'Enter a full link starting with https://, or leave it empty.';
  return 'Check this value.';
}

/** False only where the browser can tell (tests without CSS.supports accept every colour). */
function isCssColour(value: string): boolean {
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);
}

/**
 * Checks the draft with the server's own schema, plus two things it lets through that would hurt
 * every visitor: a colour the browser cannot paint (the palette is built from these), and a social
 * link that is not http(s) (a `javascript:` link in the footer would run on a click).
 */
export function validateSiteDraft(
  draft: SiteDraft,
): { ok: true; config: SiteConfig } | { ok: false; errors: SiteFieldErrors } {
  const config = configOf(draft);
  const errors: SiteFieldErrors = {};
  const parsed = SiteConfigSchema.safeParse(config);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= messageFor(path);
    }
  }
  for (const { path } of COLOUR_FIELDS) {
    const value = colourOf(draftOf(config), path);
    if (value && !isCssColour(value)) errors[path] ??= messageFor(path);
  }
  for (const { key } of SOCIAL_FIELDS) {
    const value = config.socials[key];
    if (value && !/^https?:\/\//i.test(value)) errors[`socials.${key}`] ??= messageFor(`socials.${key}`);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, config: parsed.data };
}

/** Key order aside, whether two configurations are the same (the form's "unsaved changes"). */
export function sameConfig(a: SiteConfig, b: SiteConfig): boolean {
  const sorted = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)))
      : value;
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted);
}
