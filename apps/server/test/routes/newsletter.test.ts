import { NEWSLETTER_CONSENT_TEXT, newsletterMessages } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/db/schema/index.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminCookie: string;
let userCookie: string;
const adminKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const;

beforeAll(async () => {
  const { privateKeyToAccount } = await import('viem/accounts');
  t = await createTestApp({
    env: { ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address, PUBLIC_URL: 'https://guardians.example' },
  });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  userCookie = (await signIn(t.app)).cookie;
});
afterAll(() => t.close());

const subscribe = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
const unsubscribe = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
const tokenOf = (unsubscribeUrl: string) => new URL(unsubscribeUrl).searchParams.get('token') ?? '';
const exportCsv = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: cookie ? { cookie } : {} });

describe('POST /api/newsletter/subscribe', () => {
  it('stores the address in lower case with the consent and answers its unsubscribe link', async () => {
    const res = await subscribe({ email: '  Koi@Example.org ', consent: true });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.subscribed).toBe(true);
    expect(data.unsubscribeUrl).toMatch(
      /^https:\/\/guardians\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/,
    );
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'koi@example.org'));
    expect(row).toMatchObject({ consentText: NEWSLETTER_CONSENT_TEXT, unsubscribedAt: null });
    expect(row?.unsubscribeToken).toBe(tokenOf(data.unsubscribeUrl));
  });

  it('answers 201 again for the same address and keeps one row with the same link', async () => {
    const first = await subscribe({ email: 'twice@example.org', consent: true });
    const second = await subscribe({ email: 'TWICE@example.org', consent: true });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.unsubscribeUrl).toBe(first.json().data.unsubscribeUrl);
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'twice@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('subscribes an address that had left again', async () => {
    const first = await subscribe({ email: 'back@example.org', consent: true });
    expect((await unsubscribe(tokenOf(first.json().data.unsubscribeUrl))).statusCode).toBe(200);
    expect((await subscribe({ email: 'back@example.org', consent: true })).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'back@example.org'));
    expect(row?.unsubscribedAt).toBeNull();
  });

  it('refuses an invalid address with 400 and the message', async () => {
    const res = await subscribe({ email: 'not-an-address', consent: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(newsletterMessages.emailInvalid);
  });

  it('refuses a sign-up without consent with 400 and the message', async () => {
    for (const payload of [{ email: 'a@example.org', consent: false }, { email: 'a@example.org' }]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(newsletterMessages.consentRequired);
    }
  });

  it('refuses a sign-up posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'csrf@example.org', consent: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes the address, and a second click still answers 200', async () => {
    const res = await subscribe({ email: 'leaving@example.org', consent: true });
    const token = tokenOf(res.json().data.unsubscribeUrl);
    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { unsubscribed: true } });
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaving@example.org'));
    const leftAt = row?.unsubscribedAt;
    expect(leftAt).toBeInstanceOf(Date);
    expect((await unsubscribe(token)).statusCode).toBe(200);
    const [again] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaving@example.org'));
    expect(again?.unsubscribedAt).toEqual(leftAt);
  });

  it('answers 404 with the message for a token that was never issued', async () => {
    const res = await unsubscribe('A'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(newsletterMessages.unknownToken);
  });

  it('answers 400 for a malformed token', async () => {
    expect((await unsubscribe('short')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/newsletter.csv', () => {
  it('is refused without a session (401) and for a non-administrator (403)', async () => {
    expect((await exportCsv()).statusCode).toBe(401);
    expect((await exportCsv(userCookie)).statusCode).toBe(403);
  });

  it('lists active subscribers with consent and unsubscribe link, formula cells escaped', async () => {
    // The address schema lets a leading + or - through: a spreadsheet would start a formula there.
    expect((await subscribe({ email: '-2+3@example.org', consent: true })).statusCode).toBe(201);
    const gone = await subscribe({ email: 'gone@example.org', consent: true });
    await unsubscribe(tokenOf(gone.json().data.unsubscribeUrl));

    const res = await exportCsv(adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,consented_at,consent_text,unsubscribe_url');
    expect(res.body).not.toContain('gone@example.org');
    const formula = lines.find((line) => line.includes('2+3@example.org'));
    expect(formula?.startsWith("'-2+3@example.org,")).toBe(true);
    const koi = lines.find((line) => line.startsWith('koi@example.org,'))?.split(',') ?? [];
    expect(new Date(koi[1] ?? '').toString()).not.toBe('Invalid Date');
    expect(koi[2]).toBe(NEWSLETTER_CONSENT_TEXT);
    expect(koi[3]).toMatch(/^https:\/\/guardians\.example\/newsletter\/unsubscribe\?token=/);
  });
});
