import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { newsletterSubscribers } from '../../src/db/schema/index.ts';
import { linkIn, type TestMailbox, tokenOf } from './mail-catcher.ts';

let client = 0;

/** Newsletter calls as the home page and the mailed links make them, each sign-up from its own client. */
export function newsletterFlow(app: FastifyInstance, db: Db, mailbox: TestMailbox) {
  const flow = {
    /** A new client address each time, so the sign-up limit per client stays out of the way. */
    subscribe: (payload: Record<string, unknown>, remoteAddress = `10.77.${client >> 8}.${client++ & 255}`) =>
      app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, remoteAddress }),
    confirm: (token: string) =>
      app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } }),
    unsubscribe: (token: string) =>
      app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } }),
    row: async (email: string) =>
      (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0],
    /** The newest mail to `email` and the token of its link to `path`. */
    tokenMailed: (email: string, path = '/newsletter/confirm') =>
      tokenOf(linkIn(mailbox.mailsTo(email)[0], path)),
    /** As if the last mail to `email` went out `minutes` ago. */
    mailedAgo: (email: string, minutes: number) =>
      db
        .update(newsletterSubscribers)
        .set({ lastMailedAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(newsletterSubscribers.email, email)),
    /** Signs up and opens the mailed link: the address is on the list. */
    async join(email: string): Promise<void> {
      const res = await flow.subscribe({ email, consent: true });
      if (res.statusCode !== 202) throw new Error(`sign-up ${res.statusCode}: ${res.body}`);
      const confirmed = await flow.confirm(flow.tokenMailed(email));
      if (confirmed.statusCode !== 200) throw new Error(`confirm ${confirmed.statusCode}: ${confirmed.body}`);
    },
  };
  return flow;
}
