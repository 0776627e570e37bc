import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET, NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listOf, listResponse } from './envelopes.ts';

export const SHIELDS_PAGE_SIZE = 50;
export const SHIELDS_MAX_PAGE_SIZE = 100;
export const SHIELD_NAME_MAX = 40;
export const SHIELD_DESCRIPTION_MAX = 300;
/** The multipart field of the shield picture. */
export const SHIELD_IMAGE_FIELD = 'image';
/** Spec 2: the edit form takes png, jpg or jpeg pictures only (checked on the bytes by the server). */
export const SHIELD_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const SHIELD_IMAGE_ACCEPT = '.png,.jpg,.jpeg';
/** The only mimetype the download route serves (spec: `mimetype=PNG`). */
export const SHIELD_DOWNLOAD_MIMETYPE = 'PNG';

export const shieldMessages = {
  allFieldsRequired: 'All fields are required',
  unlockToDownload: 'Unlock to download!',
  invalidDownloadLink: 'This download link is not valid',
  imageType: 'The picture must be a PNG or JPEG file',
  nameTaken: 'Another shield already has this name',
} as const;

/**
 * How a shield is earned; null means only admins award it. Rules are evaluated by the server from
 * its own rows (indexed tokens, linked socials, the users table).
 */
export const shieldRules = [
  'guardian_holder',
  'collector',
  'x_linked',
  'discord_linked',
  'early_supporter',
] as const;
export const ShieldRuleSchema = z.enum(shieldRules);
export type ShieldRule = z.infer<typeof ShieldRuleSchema>;

/**
 * Names are shown in download URLs with spaces as underscores, so a name may not contain `_` (the
 * mapping stays one-to-one) and runs of spaces collapse to one.
 */
export const ShieldNameSchema = z
  .string()
  // The rule of the pipe below, as the OpenAPI document states it (read before the spaces collapse).
  .meta({ pattern: "^\\s*[\\p{L}\\p{N}][\\p{L}\\p{N}\\s'’.\\-!&]*$" })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, shieldMessages.allFieldsRequired)
      .max(SHIELD_NAME_MAX, `name must be at most ${SHIELD_NAME_MAX} characters`)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} '’.\-!&]*$/u, "name may use letters, digits, spaces and - ' . ! &"),
  );
export const ShieldDescriptionSchema = z
  .string()
  .trim()
  .min(1, shieldMessages.allFieldsRequired)
  .max(SHIELD_DESCRIPTION_MAX, `description must be at most ${SHIELD_DESCRIPTION_MAX} characters`)
  .refine(withoutNul, NUL_MESSAGE);

/** The text fields of the admin edit form; both are required on create and on edit. */
export const ShieldFormSchema = z.object({ name: ShieldNameSchema, description: ShieldDescriptionSchema });
export type ShieldForm = z.infer<typeof ShieldFormSchema>;

export const ShieldSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** This site's `/api/media/<key>` of the picture (PNG). */
  image: z.string(),
  chainId: z.number().int(),
  /** The signed `/downloadFile/...` link; it only answers for accounts that earned the shield. */
  downloadUrl: z.string(),
});
export type Shield = z.infer<typeof ShieldSchema>;

/** A shield an account has earned, with why and when. */
export const EarnedShieldSchema = ShieldSchema.extend({
  reason: z.string(),
  awardedAt: z.iso.datetime(),
});
export type EarnedShield = z.infer<typeof EarnedShieldSchema>;

export const ShieldListQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce
    .number<string | number>()
    .int()
    .min(1)
    .max(SHIELDS_MAX_PAGE_SIZE)
    .default(SHIELDS_PAGE_SIZE),
  /** Case-insensitive substring of the name. */
  name: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
});
export type ShieldListQuery = z.infer<typeof ShieldListQuerySchema>;

export const ShieldListResponseSchema = z.object({
  data: listOf(ShieldSchema).extend({
    /** True when the caller is an administrator (the web then offers the edit form). */
    canEdit: z.boolean(),
  }),
});
export type ShieldList = z.infer<typeof ShieldListResponseSchema>['data'];

export const ShieldAccountParamsSchema = z.object({ account: AddressSchema });
export const AccountShieldsResponseSchema = listResponse(EarnedShieldSchema);

export const ShieldIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'id must be a number')
    .transform(Number),
});
export const ShieldResponseSchema = z.object({ data: ShieldSchema });

/** One entry of content/shields.json; `slug` is the stable key (admins may rename a shield). */
export const ShieldContentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: ShieldNameSchema,
  description: ShieldDescriptionSchema,
  /** A PNG under content/, e.g. `shields/early-supporter.png`. */
  image: z.string().regex(/^shields\/[a-z0-9-]+\.png$/, 'must be shields/<slug>.png'),
  rule: ShieldRuleSchema.nullable(),
  threshold: z.number().int().min(1).default(1),
});
export const ShieldContentFileSchema = z.array(ShieldContentSchema).min(1);
export type ShieldContent = z.infer<typeof ShieldContentSchema>;

export const ShieldDownloadParamsSchema = z.object({ name: z.string().min(1).max(200) });
export const ShieldDownloadQuerySchema = z.object({
  mimetype: z.string().max(10),
  file_url: z.string().max(500),
  hash: z.string().max(200),
});

/** The name as it appears in the download path: spaces become underscores. */
export function shieldPathName(name: string): string {
  return name.replace(/ /g, '_');
}
