import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { NUL_MESSAGE, PG_INTEGER_MAX, withoutNul } from './db-limits.ts';

/** Social providers; 'twitter' is X (the value the spec and the stored links use). */
export const socialProviders = ['twitter', 'discord'] as const;
export const SocialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

/** The name shown in the interface. */
export const socialProviderLabels: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' };

export const socialMessages = {
  linked: 'Account linked successfully',
  linkFailed: 'Failed to link account. Please try again later.',
  alreadyLinked: (provider: SocialProvider) => `${socialProviderLabels[provider]} account is already linked`,
  disconnected: (provider: SocialProvider) =>
    `${socialProviderLabels[provider]} account disconnected successfully!`,
} as const;

const text = (max: number) => z.string().trim().max(max).refine(withoutNul, NUL_MESSAGE);

/** Token set as the spec's social link payload carries it; stored encrypted, never returned. */
const SocialCredentialsSchema = z.object({
  token_type: text(40).optional(),
  type: text(40).optional(),
  /** Unix seconds. */
  expires_at: z.number().int().nonnegative().nullable().optional(),
  // RFC 6749 A.12: 1*VSCHAR. It is sent back to the provider in an Authorization header, which
  // cannot carry anything else (a refused character was a 502 blaming the provider).
  access_token: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[\x20-\x7E]+$/, 'access_token must be printable ASCII'),
  refresh_token: z.string().max(4096).refine(withoutNul, NUL_MESSAGE).nullable().optional(),
});
export type SocialCredentials = z.infer<typeof SocialCredentialsSchema>;

export const SocialLinkPayloadSchema = z.object({
  provider: SocialProviderSchema,
  providerAccountId: text(100).min(1),
  email: text(320).nullable().optional(),
  username: text(100).min(1, 'username is required'),
  credentials: SocialCredentialsSchema,
});
export type SocialLinkPayload = z.infer<typeof SocialLinkPayloadSchema>;

export const SocialStatusResponseSchema = z.object({
  data: z.object({ status: z.boolean(), message: z.string() }),
});

export const SocialProviderParamsSchema = z.object({ provider: SocialProviderSchema });

const SocialLinkSchema = z.object({
  provider: SocialProviderSchema,
  username: z.string(),
  providerAccountId: z.string(),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;
export const SocialLinkResponseSchema = z.object({ data: SocialLinkSchema.nullable() });

export const SocialExistingParamsSchema = z.object({
  provider: SocialProviderSchema,
  username: text(100).min(1),
});
export const SocialExistingResponseSchema = z.object({ data: z.boolean() });

/** A provider name, or the numeric id of one of the caller's links. */
export const SocialDeleteParamsSchema = z.object({
  providerOrId: z.union([
    SocialProviderSchema,
    z.coerce.number<string>().int().positive().max(PG_INTEGER_MAX),
  ]),
});

export const SocialAccountParamsSchema = z.object({ account: AddressSchema });
const publicLink = z.object({ username: z.string() }).nullable();
export const AccountSocialsResponseSchema = z.object({
  data: z.object({ twitter: publicLink, discord: publicLink }),
});
export type AccountSocials = z.infer<typeof AccountSocialsResponseSchema>['data'];

/**
 * Where to send the browser after the provider: a path on this site. Not '//host' or '/\host'
 * (browsers read both as another host), and no control characters or whitespace (browsers strip
 * tabs and newlines, turning '/\t/host' into '//host').
 */
export function isSafeReturnTo(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return false;
  }
  const base = 'http://return-to.invalid';
  return new URL(value, base).origin === base;
}

const ReturnToSchema = z
  .string()
  .max(512)
  .refine(isSafeReturnTo, 'must be a path on this site, starting with a single "/"')
  // isSafeReturnTo as the OpenAPI document states it: one leading slash, no spaces or backslashes.
  .meta({ pattern: '^/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*$' });

export const OAuthStartQuerySchema = z.object({ returnTo: ReturnToSchema.default('/') });

/** Lenient on purpose: any provider answer, even a malformed one, ends in a redirect, not an error page. */
export const OAuthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  iss: z.string().max(2048).optional(),
});

/** Redirect responses carry no body; the Location header is the answer. */
export const RedirectResponseSchema = z.null().describe('Redirect (see the Location header)');

/** Why a provider round trip did not link: `?linkError=<code>` on the returnTo page. */
export const socialLinkErrorCodes = [
  'ACCESS_DENIED',
  'STATE_INVALID',
  'STATE_EXPIRED',
  'SESSION_MISMATCH',
  'PROVIDER_ERROR',
  'PROFILE_INVALID',
  'ALREADY_LINKED',
  'SOCIAL_ACCOUNT_TAKEN',
  'LINK_FAILED',
] as const;
export type SocialLinkErrorCode = (typeof socialLinkErrorCodes)[number];

/** What the web app tells the member for each linkError code (social linking must not fail silently). */
export const socialLinkErrorMessages: Record<SocialLinkErrorCode, string> = {
  ACCESS_DENIED: 'You cancelled the authorization, so nothing was linked.',
  STATE_INVALID: 'This link request is not valid any more. Please start again.',
  STATE_EXPIRED: 'The link request expired. Please start again.',
  SESSION_MISMATCH: 'The link request was started in another session. Sign in and start again.',
  PROVIDER_ERROR: 'The provider refused the authorization. Please try again later.',
  PROFILE_INVALID: 'The provider did not return your account details. Please try again later.',
  ALREADY_LINKED: 'An account of this kind is already linked to your wallet.',
  SOCIAL_ACCOUNT_TAKEN: 'This account is already linked to another wallet.',
  LINK_FAILED: socialMessages.linkFailed,
};
