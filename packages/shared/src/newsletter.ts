import { z } from 'zod';

/** Home newsletter sign-up: the address with the person's consent (spec 2 states), confirmed by mail. */
export const NEWSLETTER_CONSENT_TEXT =
  'I agree to receive the Guardians newsletter and can unsubscribe at any time.';
/** How long the mailed confirmation link works; an unconfirmed sign-up is removed after it. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
export const newsletterMessages = {
  /** The same answer for a new, a pending and a confirmed address: it tells nobody who is on the list. */
  checkInbox: 'Almost there! Check your inbox and open the link we sent to confirm your subscription.',
  confirmWithin: `The link works for ${NEWSLETTER_CONFIRM_HOURS} hours. Nothing is sent to you before you open it.`,
  confirmed: 'You are on the list. Welcome to the Odyssey!',
  unsubscribed: 'You have been unsubscribed.',
  consentRequired: 'Please agree to receive the newsletter',
  emailInvalid: 'Please enter a valid email address',
  unknownToken: 'This unsubscribe link is not valid',
  unknownConfirmToken:
    'This confirmation link is not valid or has expired. Sign up again on the home page for a new one.',
  notSetUp: 'The newsletter cannot take sign-ups yet: this site has no mail server set up.',
  mailUnavailable: 'The confirmation mail could not be sent. Please try again in a moment.',
  demoMailbox: 'This is the demo: its mail stays on this site, in the demo mailbox.',
} as const;

/** 32 random bytes as base64url (43 characters); the bounds leave room for a future length. */
const NewsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export const NewsletterSubscribeBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    // The rule the pipe checks, stated in the OpenAPI document (which shows the input side).
    .meta({ format: 'email' })
    .pipe(z.email(newsletterMessages.emailInvalid)),
  consent: z.literal(true, newsletterMessages.consentRequired),
});
/**
 * 202: the sign-up was taken and a mail is on its way (or was sent a few minutes ago). The body is
 * the same whatever the address's state, so it says nothing about who is subscribed.
 */
export const NewsletterSubscribeResponseSchema = z.object({
  data: z.object({
    accepted: z.literal(true),
    message: z.string(),
    /** In the demo, the page where the site's mail can be read; null on a site with a real mail server. */
    demoMailbox: z.string().nullable(),
  }),
});
export const NewsletterConfirmBodySchema = z.object({ token: NewsletterTokenSchema });
export const NewsletterConfirmResponseSchema = z.object({
  /** The holder of the confirmation mail may see the link that removes the address again. */
  data: z.object({ confirmed: z.literal(true), unsubscribeUrl: z.string() }),
});
export const NewsletterUnsubscribeBodySchema = z.object({ token: NewsletterTokenSchema });
export const NewsletterUnsubscribeResponseSchema = z.object({
  data: z.object({ unsubscribed: z.literal(true) }),
});
