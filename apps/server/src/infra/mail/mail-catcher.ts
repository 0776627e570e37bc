import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the catcher received, as the demo mailbox shows it. */
export interface CaughtMail {
  id: string;
  receivedAt: Date;
  from: string;
  /** The envelope's recipients (RCPT TO), lower case. */
  to: string[];
  subject: string;
  text: string;
}

/** Messages kept: the oldest goes when a new one arrives beyond this. */
const KEEP = 100;
/** Larger messages are refused: the site's own are a few kilobytes. */
const MAX_BYTES = 256 * 1024;

/**
 * An SMTP server that delivers nowhere: it keeps what it receives in memory, for the demo mailbox page
 * and for tests. It speaks real SMTP over TCP (no AUTH, no TLS), so the site sends to it exactly as to
 * a real server. It listens on the loopback interface only.
 */
export class MailCatcher {
  private readonly server: SMTPServer;
  private readonly box: CaughtMail[] = [];
  private address: AddressInfo | undefined;

  constructor() {
    this.server = new SMTPServer({
      banner: 'Guardians demo mail catcher: nothing is delivered',
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_BYTES,
      logger: false,
      // Stopping the site waits this long at most for a client still connected.
      closeTimeout: 1_000,
      onData: (stream, session, callback) => {
        simpleParser(stream).then((parsed) => {
          if (stream.sizeExceeded) return callback(new Error('Message too large'));
          this.keep({
            id: randomUUID(),
            receivedAt: new Date(),
            from: parsed.from?.text ?? session.envelope.mailFrom?.toString() ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '(no subject)',
            text: parsed.text ?? '',
          });
          callback();
        }, callback);
      },
    });
    // A client that drops the connection is its own problem, not the site's.
    this.server.on('error', () => {});
  }

  /** Starts listening (a free port when none is given) and answers the URL to send to. */
  async listen(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    this.address = this.server.server.address() as AddressInfo;
    return this.url;
  }

  get url(): string {
    if (!this.address) throw new Error('the mail catcher is not listening');
    return `smtp://127.0.0.1:${this.address.port}`;
  }

  private keep(mail: CaughtMail): void {
    this.box.unshift(mail);
    this.box.splice(KEEP);
  }

  /** Newest first. */
  list(): readonly CaughtMail[] {
    return this.box;
  }

  find(id: string): CaughtMail | undefined {
    return this.box.find((mail) => mail.id === id);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
