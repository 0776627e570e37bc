import { NEWSLETTER_CONSENT_TEXT, newsletterMessages } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/db/schema/index.ts';
import { sweepLapsedSignUps } from '../../src/services/newsletter/newsletter-sweep.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startMailCatcher, type TestMailbox } from '../helpers/mail-catcher.ts';
import { newsletterFlow } from '../helpers/newsletter-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let mailbox: TestMailbox;
let flow: ReturnType<typeof newsletterFlow>;
let adminCookie: string;
let userCookie: string;
const adminKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const;
const HOUR_MS = 3600_000;

beforeAll(async () => {
  const { privateKeyToAccount } = await import('viem/accounts');
  mailbox = await startMailCatcher();
  t = await createTestApp({
    env: {
      ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address,
      PUBLIC_URL: 'https://guardians.example',
      ...mailbox.env,
    },
  });
  flow = newsletterFlow(t.app, t.db, mailbox);
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  userCookie = (await signIn(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const exportCsv = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: cookie ? { cookie } : {} });
const listed = async (email: string) => (await exportCsv(adminCookie)).body.includes(`${email},`);
const expire = (email: string) =>
  t.db
    .update(newsletterSubscribers)
    .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(newsletterSubscribers.email, email));

describe('POST /api/newsletter/confirm', () => {
  it('puts the address on the list with the mailed token, and a second click changes nothing', async () => {
    const email = 'confirm@example.org';
    await flow.subscribe({ email, consent: true });
    expect(await listed(email)).toBe(false);

    const res = await flow.confirm(flow.tokenMailed(email));
    expect(res.statusCode).toBe(200);
    const unsubscribeUrl = `https://guardians.example/newsletter/unsubscribe?token=${(await flow.row(email))?.unsubscribeToken}`;
    expect(res.json()).toEqual({ data: { confirmed: true, unsubscribeUrl } });
    const row = await flow.row(email);
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.consentText).toBe(NEWSLETTER_CONSENT_TEXT);
    expect(await listed(email)).toBe(true);

    const again = await flow.confirm(flow.tokenMailed(email));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect((await flow.row(email))?.confirmedAt).toEqual(row?.confirmedAt);
  });

  it('answers 404 with the message for a token that was never issued, 400 for a malformed one', async () => {
    const res = await flow.confirm('A'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'UNKNOWN_CONFIRM_TOKEN',
      message: newsletterMessages.unknownConfirmToken,
    });
    expect((await flow.confirm('short')).statusCode).toBe(400);
  });

  it('answers 404 for a link past its 48 hours, and the address stays off the list', async () => {
    const email = 'late@example.org';
    await flow.subscribe({ email, consent: true });
    await expire(email);
    const res = await flow.confirm(flow.tokenMailed(email));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(newsletterMessages.unknownConfirmToken);
    expect((await flow.row(email))?.confirmedAt).toBeNull();
    expect(await listed(email)).toBe(false);
  });

  it('does not let an old confirmation mail undo an unsubscribe', async () => {
    const email = 'changed-mind@example.org';
    await flow.join(email);
    const confirmToken = flow.tokenMailed(email);
    expect((await flow.unsubscribe(flow.tokenMailed(email, '/newsletter/unsubscribe'))).statusCode).toBe(200);
    expect((await flow.confirm(confirmToken)).statusCode).toBe(404);
    expect(await listed(email)).toBe(false);
  });

  it('needs a new confirmation for an address that left, and keeps it off the list until then', async () => {
    const email = 'back@example.org';
    await flow.join(email);
    await flow.unsubscribe(flow.tokenMailed(email, '/newsletter/unsubscribe'));
    await flow.mailedAgo(email, 11);
    expect((await flow.subscribe({ email, consent: true })).statusCode).toBe(202);
    expect((await flow.row(email))?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await listed(email)).toBe(false);
    expect((await flow.confirm(flow.tokenMailed(email))).statusCode).toBe(200);
    expect((await flow.row(email))?.unsubscribedAt).toBeNull();
    expect(await listed(email)).toBe(true);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes the address, and a second click still answers 200 and keeps the date', async () => {
    const email = 'leaving@example.org';
    await flow.join(email);
    const token = flow.tokenMailed(email, '/newsletter/unsubscribe');
    const first = await flow.unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { unsubscribed: true } });
    const leftAt = (await flow.row(email))?.unsubscribedAt;
    expect(leftAt).toBeInstanceOf(Date);
    expect((await flow.unsubscribe(token)).statusCode).toBe(200);
    expect((await flow.row(email))?.unsubscribedAt).toEqual(leftAt);
  });

  it('answers 404 with the message for a token that was never issued, 400 for a malformed one', async () => {
    const res = await flow.unsubscribe('A'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(newsletterMessages.unknownToken);
    expect((await flow.unsubscribe('short')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/newsletter.csv', () => {
  it('is refused without a session (401) and for a non-administrator (403)', async () => {
    expect((await exportCsv()).statusCode).toBe(401);
    expect((await exportCsv(userCookie)).statusCode).toBe(403);
  });

  it('lists only confirmed, subscribed addresses with consent and unsubscribe link, formula cells escaped', async () => {
    // The address schema lets a leading + or - through: a spreadsheet would start a formula there.
    await flow.join('-2+3@example.org');
    await flow.join('koi@example.org');
    await flow.join('gone@example.org');
    await flow.unsubscribe(flow.tokenMailed('gone@example.org', '/newsletter/unsubscribe'));
    await flow.subscribe({ email: 'pending@example.org', consent: true });

    const res = await exportCsv(adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,consented_at,consent_text,unsubscribe_url');
    expect(res.body).not.toContain('gone@example.org');
    expect(res.body).not.toContain('pending@example.org');
    const formula = lines.find((line) => line.includes('2+3@example.org'));
    expect(formula?.startsWith("'-2+3@example.org,")).toBe(true);
    const koi = lines.find((line) => line.startsWith('koi@example.org,'))?.split(',') ?? [];
    expect(new Date(koi[1] ?? '').toString()).not.toBe('Invalid Date');
    expect(koi[2]).toBe(NEWSLETTER_CONSENT_TEXT);
    expect(koi[3]).toMatch(/^https:\/\/guardians\.example\/newsletter\/unsubscribe\?token=/);
  });
});

describe('the sweep of lapsed sign-ups', () => {
  it('deletes sign-ups never confirmed within 48 hours and keeps confirmed addresses with their record', async () => {
    await flow.subscribe({ email: 'never@example.org', consent: true });
    await flow.join('kept@example.org');
    // Left, signed up again, and let the new link lapse: the row stays, without a link.
    await flow.join('returning@example.org');
    await flow.unsubscribe(flow.tokenMailed('returning@example.org', '/newsletter/unsubscribe'));
    await flow.mailedAgo('returning@example.org', 11);
    await flow.subscribe({ email: 'returning@example.org', consent: true });

    await sweepLapsedSignUps(t.db, new Date(Date.now() + 47 * HOUR_MS));
    expect(await flow.row('never@example.org')).toBeDefined();

    await sweepLapsedSignUps(t.db, new Date(Date.now() + 49 * HOUR_MS));
    expect(await flow.row('never@example.org')).toBeUndefined();
    expect((await flow.row('kept@example.org'))?.confirmedAt).toBeInstanceOf(Date);
    const returning = await flow.row('returning@example.org');
    expect(returning).toMatchObject({ confirmTokenHash: null, confirmExpiresAt: null });
    expect(returning?.unsubscribedAt).toBeInstanceOf(Date);
  });
});
