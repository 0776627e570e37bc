import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { UnknownUnsubscribeTokenError } from './newsletter-errors.ts';

/**
 * Marks the address as gone (the row and its consent stay as a record); a second call is a no-op.
 * A confirmation link still out for it stops working: leaving is not undone by an older mail.
 */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      confirmTokenHash: null,
    })
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

/** Everyone who confirmed and is still subscribed, oldest first (the export for the mailer). */
export function activeSubscribers(db: Db): Promise<ActiveSubscriber[]> {
  return db
    .select({
      email: newsletterSubscribers.email,
      consentedAt: newsletterSubscribers.consentedAt,
      consentText: newsletterSubscribers.consentText,
      token: newsletterSubscribers.unsubscribeToken,
    })
    .from(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)))
    .orderBy(asc(newsletterSubscribers.consentedAt), asc(newsletterSubscribers.id));
}
