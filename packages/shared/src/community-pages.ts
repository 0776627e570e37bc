import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/** Home newsletter sign-up: the address with the person's consent (spec 2 states). */
export const NEWSLETTER_CONSENT_TEXT =
  'I agree to receive the Guardians newsletter and can unsubscribe at any time.';
export const newsletterMessages = {
  subscribed: 'You are on the list. Welcome to the Odyssey!',
  unsubscribed: 'You have been unsubscribed.',
  consentRequired: 'Please agree to receive the newsletter',
  emailInvalid: 'Please enter a valid email address',
  unknownToken: 'This unsubscribe link is not valid',
} as const;

export const NewsletterSubscribeBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email(newsletterMessages.emailInvalid)),
  consent: z.literal(true, newsletterMessages.consentRequired),
});
export const NewsletterSubscribeResponseSchema = z.object({
  /** The link that removes this address, shown to the person and given to the mailer. */
  data: z.object({ subscribed: z.literal(true), unsubscribeUrl: z.string() }),
});
export const NewsletterUnsubscribeBodySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});
export const NewsletterUnsubscribeResponseSchema = z.object({
  data: z.object({ unsubscribed: z.literal(true) }),
});

/** `/portal` (enablePortal): a passphrase checked on the server against PORTAL_PASSPHRASE. */
export const portalMessages = {
  wrong: 'That passphrase does not open the portal',
  closed: 'The portal is closed',
  locked: 'Enter the passphrase to open the portal',
} as const;
export const PortalUnlockBodySchema = z.object({ passphrase: z.string().min(1).max(200) });
export const PortalContentSchema = z.object({ title: z.string(), html: z.string() });
export const PortalContentResponseSchema = z.object({ data: PortalContentSchema });
/**
 * GET /api/portal: where this browser stands, always 200 (the site's page asks this, so a locked or
 * closed portal is no failed request): no portal on the site, locked, or open with its content.
 */
export const PortalStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('closed') }),
  z.object({ state: z.literal('locked') }),
  z.object({ state: z.literal('open'), content: PortalContentSchema }),
]);
export const PortalStateResponseSchema = z.object({ data: PortalStateSchema });

/** `/nftlover` (enableOwners): holders ranked by Guardians held. */
export const OWNERS_PAGE_SIZE = 25;
export const OwnersQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(OWNERS_PAGE_SIZE),
});
export const OwnerEntrySchema = z.object({
  rank: z.number().int(),
  account: AddressSchema,
  username: z.string().nullable(),
  image: z.string().nullable(),
  held: z.number().int(),
});
export type OwnerEntry = z.infer<typeof OwnerEntrySchema>;
export const OwnersResponseSchema = listResponse(OwnerEntrySchema);
