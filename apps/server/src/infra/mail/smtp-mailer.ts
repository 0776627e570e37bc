import { newsletterMessages } from '@guardians/shared';
import nodemailer from 'nodemailer';
import { ServiceUnavailableError } from '../../errors.ts';

/** One message from the site: plain text for every reader, HTML for those that show it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the SMTP server has taken the message; MailUnavailableError otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

class MailUnavailableError extends ServiceUnavailableError {
  override readonly code = 'MAIL_UNAVAILABLE';
  constructor(cause: unknown) {
    super(newsletterMessages.mailUnavailable, { cause });
  }
}

/**
 * A slow or silent server must not hold a visitor's request (and its database transaction) for
 * nodemailer's default of minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Mail through the SMTP server at `smtpUrl` (smtp:// upgrades with STARTTLS when the server offers
 * it, smtps:// is TLS from the start), each message over its own connection: the site sends a few.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ...TIMEOUTS,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        throw new MailUnavailableError(error);
      }
    },
    close: () => transport.close(),
  };
}
