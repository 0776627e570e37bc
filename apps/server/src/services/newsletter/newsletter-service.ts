import { randomBytes } from 'node:crypto';
import { NEWSLETTER_CONSENT_TEXT, newsletterMessages } from '@guardians/shared';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors.ts';

class UnknownUnsubscribeTokenError extends NotFoundError {
  override readonly code = 'UNKNOWN_UNSUBSCRIBE_TOKEN';
  constructor() {
    super(newsletterMessages.unknownToken);
  }
}

/** The page of the web app that asks the server to remove the address holding `token`. */
export function unsubscribeUrl(site: string, token: string): string {
  return `${site}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Records the address with the consent shown; the same address again keeps its one row, takes the
 * new consent (date and text) and is subscribed again if it had left. Its token stays, so a link
 * handed out earlier keeps working.
 */
export async function subscribe(db: Db, email: string): Promise<{ token: string }> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      consentText: NEWSLETTER_CONSENT_TEXT,
      unsubscribeToken: randomBytes(32).toString('base64url'),
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { consentText: NEWSLETTER_CONSENT_TEXT, consentedAt: sql`now()`, unsubscribedAt: null },
    })
    .returning({ token: newsletterSubscribers.unsubscribeToken });
  if (!row) throw new Error('newsletter upsert returned no row');
  return { token: row.token };
}

/** Marks the address as gone (the row and its consent stay as a record); a second call is a no-op. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw new UnknownUnsubscribeTokenError();
}

export interface ActiveSubscriber {
  email: string;
  consentedAt: Date;
  consentText: string;
  token: string;
}

/** Everyone still subscribed, oldest first (the export for the mailer). */
export function activeSubscribers(db: Db): Promise<ActiveSubscriber[]> {
  return db
    .select({
      email: newsletterSubscribers.email,
      consentedAt: newsletterSubscribers.consentedAt,
      consentText: newsletterSubscribers.consentText,
      token: newsletterSubscribers.unsubscribeToken,
    })
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.consentedAt), asc(newsletterSubscribers.id));
}
