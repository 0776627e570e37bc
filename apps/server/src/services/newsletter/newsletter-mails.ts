import { newsletterMessages } from '@guardians/shared';
import type { OutgoingMail } from '../../infra/mail/smtp-mailer.ts';

const SUBJECT = 'Guardians newsletter';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Paragraphs, each plain text or one link: the same message as text and as HTML. */
type Part = string | { label: string; href: string };

function mail(to: string, subject: string, parts: Part[]): OutgoingMail {
  const text = parts.map((part) => (typeof part === 'string' ? part : `${part.label}:\n${part.href}`));
  const html = parts.map((part) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.label)}</a></p>`,
  );
  return {
    to,
    subject,
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${html.join('')}</body></html>`,
  };
}

const NOT_YOU =
  'If you did not sign up, ignore this mail: without the confirmation you get nothing more from us.';

/** The double opt-in's mail: the link that confirms, and the one that says no. */
export function confirmationMail(to: string, links: { confirm: string; unsubscribe: string }): OutgoingMail {
  return mail(to, `Confirm your subscription to the ${SUBJECT}`, [
    `Someone, hopefully you, asked to receive the ${SUBJECT} at this address.`,
    { label: 'Confirm your subscription', href: links.confirm },
    `${newsletterMessages.confirmWithin} ${NOT_YOU}`,
    { label: 'Unsubscribe', href: links.unsubscribe },
  ]);
}

/**
 * A sign-up for an address already on the list: the owner learns it, and the page that asked learned
 * nothing (it shows the same answer as for a new address).
 */
export function alreadySubscribedMail(to: string, links: { unsubscribe: string }): OutgoingMail {
  return mail(to, `You are already subscribed to the ${SUBJECT}`, [
    `Someone, hopefully you, asked to receive the ${SUBJECT} at this address. It is already on the list, so nothing changes.`,
    'To stop receiving it:',
    { label: 'Unsubscribe', href: links.unsubscribe },
  ]);
}
