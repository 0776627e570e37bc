import { createHash } from 'node:crypto';
import { NEWSLETTER_CONSENT_TEXT, newsletterMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailCatcher, type TestMailbox, tokenOf } from '../helpers/mail-catcher.ts';
import { newsletterFlow } from '../helpers/newsletter-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let mailbox: TestMailbox;
let flow: ReturnType<typeof newsletterFlow>;

beforeAll(async () => {
  mailbox = await startMailCatcher();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://guardians.example', ...mailbox.env } });
  flow = newsletterFlow(t.app, t.db, mailbox);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const ACCEPTED = { data: { accepted: true, message: newsletterMessages.checkInbox, demoMailbox: null } };

describe('POST /api/newsletter/subscribe (double opt-in)', () => {
  it('stores a new address as pending and mails it a confirmation link over SMTP', async () => {
    const res = await flow.subscribe({ email: '  Koi@Example.org ', consent: true });
    expect(res.statusCode).toBe(202);
    // No unsubscribe link (nor anything else about the address) for whoever asked.
    expect(res.json()).toEqual(ACCEPTED);

    const [mail, ...more] = mailbox.mailsTo('koi@example.org');
    expect(more).toHaveLength(0);
    expect(mail?.from).toContain('newsletter@guardians.example');
    expect(mail?.subject).toMatch(/confirm/i);
    const confirm = linkIn(mail, '/newsletter/confirm');
    expect(confirm.href).toMatch(
      /^https:\/\/guardians\.example\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/,
    );
    // The confirmation mail carries the way out as well.
    const unsubscribe = linkIn(mail, '/newsletter/unsubscribe');

    const row = await flow.row('koi@example.org');
    expect(row).toMatchObject({
      consentText: NEWSLETTER_CONSENT_TEXT,
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect(row?.unsubscribeToken).toBe(tokenOf(unsubscribe));
    // Only a hash of the confirmation token is kept.
    expect(row?.confirmTokenHash).toBe(createHash('sha256').update(tokenOf(confirm)).digest('base64url'));
    const hoursValid = ((row?.confirmExpiresAt?.getTime() ?? 0) - Date.now()) / 3600_000;
    expect(hoursValid).toBeGreaterThan(47.9);
    expect(hoursValid).toBeLessThanOrEqual(48);
  });

  it('sends nothing more to an address mailed in the last 10 minutes, and answers the same', async () => {
    const email = 'twice@example.org';
    expect((await flow.subscribe({ email, consent: true })).json()).toEqual(ACCEPTED);
    const first = flow.tokenMailed(email);
    const again = await flow.subscribe({ email: 'TWICE@example.org', consent: true });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(ACCEPTED);
    expect(mailbox.mailsTo(email)).toHaveLength(1);

    // Later, a new mail with a new link; only the newest link confirms.
    await flow.mailedAgo(email, 11);
    expect((await flow.subscribe({ email, consent: true })).statusCode).toBe(202);
    expect(mailbox.mailsTo(email)).toHaveLength(2);
    const second = flow.tokenMailed(email);
    expect(second).not.toBe(first);
    expect((await flow.confirm(first)).statusCode).toBe(404);
    expect((await flow.confirm(second)).statusCode).toBe(200);
  });

  it('keeps a confirmed address confirmed when it signs up again, answers the same and tells its owner by mail', async () => {
    const email = 'member@example.org';
    await flow.join(email);
    const before = await flow.row(email);
    await flow.mailedAgo(email, 11);

    const res = await flow.subscribe({ email, consent: true });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(ACCEPTED);
    const after = await flow.row(email);
    expect(after?.confirmedAt).toEqual(before?.confirmedAt);
    expect(after?.consentedAt).toEqual(before?.consentedAt);
    expect(after?.confirmTokenHash).toBe(before?.confirmTokenHash);
    expect(after?.unsubscribedAt).toBeNull();
    const [note] = mailbox.mailsTo(email);
    expect(note?.subject).toMatch(/already subscribed/i);
    expect(tokenOf(linkIn(note, '/newsletter/unsubscribe'))).toBe(before?.unsubscribeToken);
  });

  it('refuses an invalid address with 400 and the message, and mails nothing', async () => {
    const res = await flow.subscribe({ email: 'not-an-address', consent: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(newsletterMessages.emailInvalid);
    expect(mailbox.mailsTo('not-an-address')).toHaveLength(0);
  });

  it('refuses a sign-up without consent with 400 and the message', async () => {
    for (const payload of [{ email: 'a@example.org', consent: false }, { email: 'a@example.org' }]) {
      const res = await flow.subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(newsletterMessages.consentRequired);
    }
    expect(await flow.row('a@example.org')).toBeUndefined();
  });

  it('refuses a sign-up posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'csrf@example.org', consent: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(mailbox.mailsTo('csrf@example.org')).toHaveLength(0);
  });

  it('answers 429 after 10 sign-ups in an hour from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await flow.subscribe({ email: `many-${i}@example.org`, consent: true }, '10.99.0.1')).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    expect(mailbox.mailsTo('many-10@example.org')).toHaveLength(0);
  });
});
