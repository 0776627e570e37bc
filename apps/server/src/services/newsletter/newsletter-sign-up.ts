import { NEWSLETTER_CONSENT_TEXT } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceTransaction } from '../../db/request-transaction.ts';
import { newsletterSubscribers as subscribers } from '../../db/schema/index.ts';
import type { Mailer } from '../../infra/mail/smtp-mailer.ts';
import { MailNotSetUpError, UnknownConfirmTokenError } from './newsletter-errors.ts';
import { confirmUrl, unsubscribeUrl } from './newsletter-links.ts';
import { alreadySubscribedMail, confirmationMail } from './newsletter-mails.ts';
import { CONFIRM_WITHIN_MS, MAIL_AGAIN_AFTER_MS } from './newsletter-timing.ts';
import { newToken, tokenHash } from './newsletter-tokens.ts';

export interface SignUp {
  email: string;
  /** The origin the mailed links point at (PUBLIC_URL or the request's). */
  site: string;
  now?: Date;
}

/**
 * Double opt-in (decision 0078): a new address is stored as pending and mailed a confirmation link;
 * a pending or departed one gets a fresh link; one on the list is told so by mail and left as it is.
 * An address mailed in the last minutes is sent nothing. The caller answers the same in every case.
 * The mail goes out inside the transaction: when the SMTP server refuses it nothing is stored, so a
 * retry is not held back by a mail that never left.
 */
export async function subscribe(db: Db, mailer: Mailer | undefined, signUp: SignUp): Promise<void> {
  if (!mailer) throw new MailNotSetUpError();
  const { email, site, now = new Date() } = signUp;
  const token = newToken();
  const pending = {
    confirmTokenHash: tokenHash(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_WITHIN_MS),
    lastMailedAt: now,
  };
  const confirmation = (unsubscribeToken: string) =>
    confirmationMail(email, {
      confirm: confirmUrl(site, token),
      unsubscribe: unsubscribeUrl(site, unsubscribeToken),
    });

  await serviceTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(subscribers)
      .values({
        email,
        consentText: NEWSLETTER_CONSENT_TEXT,
        consentedAt: now,
        unsubscribeToken: newToken(),
        ...pending,
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ unsubscribeToken: subscribers.unsubscribeToken });
    if (created) return mailer.send(confirmation(created.unsubscribeToken));

    const [row] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for('update');
    if (!row) throw new Error('newsletter sign-up vanished between insert and select');
    if (row.lastMailedAt && now.getTime() - row.lastMailedAt.getTime() < MAIL_AGAIN_AFTER_MS) return;
    if (row.confirmedAt && !row.unsubscribedAt) {
      // Already on the list: nothing about the subscription changes without its owner.
      await tx.update(subscribers).set({ lastMailedAt: now }).where(eq(subscribers.id, row.id));
      return mailer.send(
        alreadySubscribedMail(email, { unsubscribe: unsubscribeUrl(site, row.unsubscribeToken) }),
      );
    }
    // The newest mail's link is the one that works: an older one would confirm just the same, but
    // only one hash is kept per address.
    await tx.update(subscribers).set(pending).where(eq(subscribers.id, row.id));
    return mailer.send(confirmation(row.unsubscribeToken));
  });
}

/**
 * The mailed link opened: the address is on the list from now, with the consent it confirms. Opening
 * the same link again answers the same and changes nothing; an unknown or lapsed one is 404.
 */
export function confirm(
  db: Db,
  token: string,
  { site, now = new Date() }: { site: string; now?: Date },
): Promise<{ unsubscribeUrl: string }> {
  return serviceTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        id: subscribers.id,
        unsubscribeToken: subscribers.unsubscribeToken,
        confirmExpiresAt: subscribers.confirmExpiresAt,
      })
      .from(subscribers)
      .where(eq(subscribers.confirmTokenHash, tokenHash(token)))
      .for('update');
    if (!row) throw new UnknownConfirmTokenError();
    // No expiry left: this very link confirmed the address before (the hash stays for that answer).
    if (row.confirmExpiresAt) {
      if (row.confirmExpiresAt <= now) throw new UnknownConfirmTokenError();
      await tx
        .update(subscribers)
        .set({
          confirmedAt: now,
          unsubscribedAt: null,
          consentText: NEWSLETTER_CONSENT_TEXT,
          consentedAt: now,
          confirmExpiresAt: null,
        })
        .where(eq(subscribers.id, row.id));
    }
    return { unsubscribeUrl: unsubscribeUrl(site, row.unsubscribeToken) };
  });
}
