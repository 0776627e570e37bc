import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { CollectionSettingsBodySchema } from '@guardians/shared/catalogue';

/** What the operator types; blank clears a field (the server stores null). */
export type CollectionSettingsValues = {
  slug: string;
  description: string;
  image: string;
  bannerImage: string;
  presaleUrl: string;
};
export type CollectionSettingsField = keyof CollectionSettingsValues;
export type CollectionSettingsErrors = Partial<Record<CollectionSettingsField, string>>;

const FIELDS: readonly CollectionSettingsField[] = [
  'slug',
  'description',
  'image',
  'bannerImage',
  'presaleUrl',
];

export function collectionSettingsValues(collection: CollectionMetadata): CollectionSettingsValues {
  return {
    slug: collection.slug,
    description: collection.description ?? '',
    image: collection.image ?? '',
    bannerImage: collection.bannerImage ?? '',
    presaleUrl: collection.presale?.presaleURL ?? '',
  };
}

/** The server's `field` as the form's, when it names one the form has. */
export const settingsFieldOf = (field: string | undefined) => FIELDS.find((name) => name === field) ?? null;

export const settingsLabels: Record<CollectionSettingsField, string> = {
  slug: 'Slug',
  description: 'Description',
  image: 'Picture',
  bannerImage: 'Banner',
  presaleUrl: 'Presale link',
};

/** The schema's message with the field's label for its name: "presaleUrl must be…" -> "Presale link must be…". */
function messageOf(field: CollectionSettingsField, message: string): string {
  const named = message.startsWith(`${field} `)
    ? `${settingsLabels[field]}${message.slice(field.length)}`
    : message;
  return named.charAt(0).toUpperCase() + named.slice(1);
}

/** The values, trimmed, when the server's schema takes them; else what is wrong field by field. */
export function checkCollectionSettings(
  values: CollectionSettingsValues,
):
  | { settings: CollectionSettingsValues; errors: null }
  | { settings: null; errors: CollectionSettingsErrors } {
  const trimmed = Object.fromEntries(
    FIELDS.map((field) => [field, values[field].trim()]),
  ) as CollectionSettingsValues;
  const result = CollectionSettingsBodySchema.safeParse(trimmed);
  if (result.success) return { settings: trimmed, errors: null };
  const errors: CollectionSettingsErrors = {};
  for (const issue of result.error.issues) {
    const field = settingsFieldOf(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = messageOf(field, issue.message);
  }
  return { settings: null, errors };
}
