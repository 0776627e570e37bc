import { z } from 'zod';
import { ConfigError, optionalString } from './env-fields.ts';

// Mail from the site (the newsletter's confirmation): see docs/decisions/0078-newsletter-double-opt-in.md
export const MailEnvShape = {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. Holds a password. */
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The sender: `newsletter@example.com` or `Guardians <newsletter@example.com>`. */
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/, 'must be an address, or Name <address>')
      .optional(),
  ),
};

/** Where a person reads the demo's mail (routes/dev-mail). */
export const DEMO_MAILBOX_PATH = '/dev-mail';
/** The demo's sender when MAIL_FROM is unset: a name that says where it comes from. */
const DEMO_MAIL_FROM = 'Guardians demo <newsletter@guardians.localhost>';

export interface MailConfig {
  /** Where the site hands its mail over; undefined with `demoCatcher`: the catcher's own address. */
  smtpUrl: string | undefined;
  from: string | undefined;
  /**
   * No SMTP_URL on the local chain outside production: the site starts its own mail catcher, an SMTP
   * server on the loopback interface that keeps what it receives for the demo mailbox page.
   */
  demoCatcher: boolean;
}

/** `demo`: the local chain outside production, where the demo stands in for the outside world. */
export function mailConfig(e: z.infer<z.ZodObject<typeof MailEnvShape>>, demo: boolean): MailConfig {
  if (e.SMTP_URL && !e.MAIL_FROM) throw new ConfigError('MAIL_FROM', 'required when SMTP_URL is set');
  const demoCatcher = demo && e.SMTP_URL === undefined;
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? (demoCatcher ? DEMO_MAIL_FROM : undefined),
    demoCatcher,
  };
}
