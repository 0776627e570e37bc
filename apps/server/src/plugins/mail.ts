import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { MailCatcher } from '../infra/mail/mail-catcher.ts';
import { type Mailer, smtpMailer } from '../infra/mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How the site sends mail; undefined when no SMTP server is set up (sign-ups answer 503). */
    mailer: Mailer | undefined;
    /** The demo's mail catcher, which `mailer` sends to, when it runs (config.mail.demoCatcher). */
    mailCatcher: MailCatcher | undefined;
  }
}

/**
 * The site's mail: through SMTP_URL, or in the demo through its own catcher, which this process
 * starts on a free loopback port so each API node has its own (decision 0078).
 */
export async function registerMail(app: FastifyInstance, { mail }: Config): Promise<void> {
  let catcher: MailCatcher | undefined;
  let smtpUrl = mail.smtpUrl;
  if (mail.demoCatcher) {
    catcher = new MailCatcher();
    smtpUrl = await catcher.listen();
  }
  const mailer = smtpUrl && mail.from ? smtpMailer(smtpUrl, mail.from) : undefined;
  app.decorate('mailer', mailer);
  app.decorate('mailCatcher', catcher);
  app.addHook('onClose', async () => {
    mailer?.close();
    await catcher?.close();
  });
}
