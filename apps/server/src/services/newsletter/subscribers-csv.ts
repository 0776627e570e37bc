import { csvCell } from '../points/ledger-history.ts';
import type { ActiveSubscriber } from './newsletter-service.ts';

const HEADER = ['email', 'consented_at', 'consent_text', 'unsubscribe_url'];

/**
 * The export for the mailer: one row per confirmed subscriber with the consent they gave and the link
 * that removes them (the site does not send the newsletter itself, so the mailer must include it).
 * Cells are made safe for spreadsheets the same way as the points ledger export.
 */
export function subscribersCsv(
  subscribers: readonly ActiveSubscriber[],
  unsubscribeLink: (token: string) => string,
): string {
  const rows = subscribers.map((row) => [
    row.email,
    row.consentedAt.toISOString(),
    row.consentText,
    unsubscribeLink(row.token),
  ]);
  return [HEADER, ...rows].map((cells) => `${cells.map((cell) => csvCell(cell)).join(',')}\r\n`).join('');
}
