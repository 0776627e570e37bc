import { type CaughtMail, MailCatcher } from '../../src/infra/mail/mail-catcher.ts';

export interface TestMailbox {
  catcher: MailCatcher;
  /** The settings that send a test app's mail to this catcher over SMTP. */
  env: { SMTP_URL: string; MAIL_FROM: string };
  /** Messages to `to`, newest first. */
  mailsTo(to: string): CaughtMail[];
  close(): Promise<void>;
}

/** The site's own catcher on a free loopback port: tests read what really went over SMTP. */
export async function startMailCatcher(): Promise<TestMailbox> {
  const catcher = new MailCatcher();
  const url = await catcher.listen();
  return {
    catcher,
    env: { SMTP_URL: url, MAIL_FROM: 'Guardians test <newsletter@guardians.example>' },
    mailsTo: (to) => catcher.list().filter((mail) => mail.to.includes(to.toLowerCase())),
    close: () => catcher.close(),
  };
}

/** The link in a mail's text to `path` (/newsletter/confirm, /newsletter/unsubscribe). */
export function linkIn(mail: CaughtMail | undefined, path: string): URL {
  const found = mail?.text.match(/https?:\/\/\S+/g)?.find((href) => new URL(href).pathname === path);
  if (!found) throw new Error(`no ${path} link in ${JSON.stringify(mail?.text)}`);
  return new URL(found);
}

/** The token a link carries. */
export const tokenOf = (link: URL | string): string => new URL(link).searchParams.get('token') ?? '';
