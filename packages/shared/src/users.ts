import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/** Username rules (spec section 9: 2 to 24 characters); the character set is ours (decision 0009). */
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 24;
const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
export const BIOGRAPHY_MAX_LENGTH = 500;
export const PROFILE_URL_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 100;
/** The upload field of the profile form that carries the avatar. */
export const AVATAR_FIELD = 'image';

/** Texts of the profile flows, used verbatim by the server and the web app. */
export const userMessages = {
  changesSaved: 'changes saved!',
  usernameTaken: 'username has already been taken!',
  usernameAvailable: 'username is available',
  betaTesterProcessing: 'Processing registration as beta tester...',
  betaTesterRegistered: 'Successfully registered as beta tester',
  betaTesterFailed: 'Failed to register as beta tester',
  betaTesterAlreadyRegistered: 'You are already registered as a beta tester',
} as const;

export const UsernameSchema = z
  .string()
  .min(USERNAME_MIN_LENGTH, `username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(
    USERNAME_PATTERN,
    'username may use letters, digits, underscore, dot and hyphen, and must start with a letter or digit',
  );

export function isValidUsername(value: string): boolean {
  return UsernameSchema.safeParse(value).success;
}

/**
 * The editable fields, as sent by the profile form (multipart strings). Absent means unchanged;
 * the server drops empty values before parsing, since the form only sends non-empty fields.
 */
export const ProfileUpdateSchema = z.object({
  username: UsernameSchema.optional(),
  biography: z
    .string()
    .max(BIOGRAPHY_MAX_LENGTH, `biography must be at most ${BIOGRAPHY_MAX_LENGTH} characters`)
    .refine(withoutNul, NUL_MESSAGE)
    .optional(),
  url: z
    .url({ protocol: /^https?$/, error: 'url must be an http(s) address' })
    .max(PROFILE_URL_MAX_LENGTH, `url must be at most ${PROFILE_URL_MAX_LENGTH} characters`)
    .optional(),
  location: z
    .string()
    .max(LOCATION_MAX_LENGTH, `location must be at most ${LOCATION_MAX_LENGTH} characters`)
    .refine(withoutNul, NUL_MESSAGE)
    .optional(),
  guardianId: z
    .string()
    .regex(/^\d{1,9}$/, 'guardianId must be the number of a Guardian')
    .transform(Number)
    .optional(),
});
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
export const profileUpdateFields = Object.keys(ProfileUpdateSchema.shape) as (keyof ProfileUpdate)[];

export const ProfileSchema = z.object({
  account: AddressSchema,
  username: z.string().nullable(),
  biography: z.string().nullable(),
  /** Avatar URL: `/api/media/<key>` for uploads. */
  image: z.string().nullable(),
  bannerImage: z.string().nullable(),
  url: z.string().nullable(),
  location: z.string().nullable(),
  guardianId: z.number().int().nullable(),
  /** Only on the caller's own profile; 0 until quests award coins. */
  currentCoinBalance: z.number().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UserAccountParamsSchema = z.object({ account: AddressSchema });
/** chainId is accepted for the spec's call shape; profiles are the same on every chain. */
export const UserProfileQuerySchema = z.object({
  chainId: z.coerce.number<string | number>().int().positive().optional(),
});
export const ProfileResponseSchema = z.object({ data: ProfileSchema });

/** Any text: an invalid name is simply not available (the web asks while the user types). */
export const UsernameParamsSchema = z.object({ username: z.string() });
export const UsernameAvailabilityResponseSchema = z.object({ data: z.boolean() });

export const UserActionResponseSchema = z.object({
  data: z.object({ status: z.boolean(), message: z.string() }),
});
export type UserActionResult = z.infer<typeof UserActionResponseSchema>['data'];

/** How many accounts one identities call may name (a page of a list shows fewer). */
export const IDENTITIES_MAX = 100;

/** `?accounts=0xa,0xb`: the accounts a page shows, any letter case, repeated ones once. */
export const IdentitiesQuerySchema = z.object({
  accounts: z
    .string()
    // What the pipe below accepts, as the OpenAPI document states it: comma-separated addresses.
    .meta({ pattern: '^[\\s,]*0x[0-9a-fA-F]{40}(\\s*,[\\s,]*0x[0-9a-fA-F]{40})*[\\s,]*$' })
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(AddressSchema)
        .min(1, 'accounts must name at least one address')
        .max(IDENTITIES_MAX, `accounts may name at most ${IDENTITIES_MAX} addresses`),
    )
    .transform((accounts) => [...new Set(accounts)]),
});

/**
 * An account as the interface shows it (issue 27): its username and picture when it has a profile,
 * else its primary ENS name and avatar, else its address, which is EIP-55 checksummed here: the one
 * casing the interface shows.
 */
export const IdentitySchema = z.object({
  account: z.string(),
  username: z.string().nullable(),
  ensName: z.string().nullable(),
  /** The profile picture (with a username), else the ENS avatar, else the profile picture; may be null. */
  avatar: z.string().nullable(),
});
export type Identity = z.infer<typeof IdentitySchema>;
export const IdentitiesResponseSchema = listResponse(IdentitySchema);
