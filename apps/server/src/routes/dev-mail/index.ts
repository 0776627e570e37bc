import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DEMO_MAILBOX_PATH } from '../../config/mail.ts';
import { mailboxPage, mailPage } from '../../demo/mail-catcher/mailbox-page.ts';

/**
 * The demo mailbox (decision 0078): what the site's mail catcher received, at /dev-mail and
 * /dev-mail/<id>. Registered only where the catcher runs (the demo, no SMTP_URL); elsewhere these
 * paths are the site's own 404.
 */
const demoMailboxRoutes: FastifyPluginAsync = async (app) => {
  const catcher = app.mailCatcher;
  if (!catcher) return;
  const hide = { hide: true };
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // Links out of a message keep no trace of the mailbox's URL.
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(html);

  app.get('/', { schema: hide }, async (_request, reply) =>
    page(reply, 200, mailboxPage(catcher.list(), DEMO_MAILBOX_PATH)),
  );

  app.get<{ Params: { id: string } }>('/:id', { schema: hide }, async (request, reply) => {
    const mail = catcher.find(request.params.id);
    if (!mail) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
    return page(reply, 200, mailPage(mail, DEMO_MAILBOX_PATH));
  });
};

export default demoMailboxRoutes;
