import { NEWSLETTER_CONFIRM_HOURS } from '@guardians/shared';

/** How long a mailed confirmation link works; an unconfirmed sign-up is swept after it. */
export const CONFIRM_WITHIN_MS = NEWSLETTER_CONFIRM_HOURS * 3600_000;
/**
 * A sign-up for an address mailed less than this ago sends nothing (and answers as usual): a stranger
 * repeating the form cannot flood an inbox, and a person who did not get the mail can ask again soon.
 */
export const MAIL_AGAIN_AFTER_MS = 10 * 60_000;
