import { newsletterMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The site on the local chain (no RPC_URL) and no SMTP_URL: the demo, with its own mail catcher. */
describe('the demo mailbox', () => {
  let t: TestApp;
  let real: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RPC_URL: '', PUBLIC_URL: 'http://localhost:3000' } });
    real = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
    await real?.close();
  });

  it('catches the confirmation mail over SMTP and shows it with its links in the browser', async () => {
    expect(t.app.mailCatcher?.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'demo@example.org', consent: true },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      data: { accepted: true, message: newsletterMessages.checkInbox, demoMailbox: '/dev-mail' },
    });

    const list = await t.app.inject({ url: '/dev-mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.body).toContain('demo@example.org');
    const href = /href="(\/dev-mail\/[0-9a-f-]{36})"/.exec(list.body)?.[1] ?? '';

    const message = await t.app.inject({ url: href });
    expect(message.statusCode).toBe(200);
    const confirm = /<a href="(http:\/\/localhost:3000\/newsletter\/confirm\?token=([\w-]{43}))">/.exec(
      message.body,
    );
    expect(confirm).not.toBeNull();
    expect(message.body).toMatch(
      /<a href="http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w-]{43}">/,
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: confirm?.[2] },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('escapes what a message says: its text is never markup', async () => {
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(t.app.mailCatcher?.url ?? '');
    await transport.sendMail({
      from: 'x@example.org',
      to: 'victim@example.org',
      subject: '<img src=x onerror=alert(1)>',
      text: '<script>alert(1)</script> javascript:alert(1) https://example.org/"onmouseover="x',
    });
    transport.close();
    const mail = t.app.mailCatcher?.list().find((m) => m.to.includes('victim@example.org'));
    const page = await t.app.inject({ url: `/dev-mail/${mail?.id}` });
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('href="javascript:');
    expect(page.body).toContain('<a href="https://example.org/">');
  });

  it('answers 404 for a message it does not hold, and does not exist outside the demo', async () => {
    expect((await t.app.inject({ url: '/dev-mail/nope' })).statusCode).toBe(404);
    expect(real.app.mailCatcher).toBeUndefined();
    expect((await real.app.inject({ url: '/dev-mail' })).statusCode).toBe(404);
  });
});
