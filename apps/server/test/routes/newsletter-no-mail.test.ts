import { findFreePort } from '@guardians/contracts/anvil';
import { newsletterMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const signUp = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: 'nomail@example.org', consent: true },
  });

describe('a sign-up the site cannot mail', () => {
  let unset: TestApp;
  let down: TestApp;

  beforeAll(async () => {
    // Not the demo (RPC_URL is set) and no SMTP_URL: nothing could confirm a sign-up.
    unset = await createTestApp({ seed: false });
    // An SMTP server that is not there: nothing listens on the port.
    const port = await findFreePort();
    down = await createTestApp({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'newsletter@guardians.example' },
    });
  });
  afterAll(async () => {
    await unset?.close();
    await down?.close();
  });

  it('answers 503 MAIL_NOT_SET_UP without an SMTP server outside the demo, and stores nothing', async () => {
    const res = await signUp(unset);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'MAIL_NOT_SET_UP', message: newsletterMessages.notSetUp });
    expect(await unset.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('answers 503 MAIL_UNAVAILABLE when the SMTP server cannot be reached, and stores nothing', async () => {
    const res = await signUp(down);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'MAIL_UNAVAILABLE',
      message: newsletterMessages.mailUnavailable,
    });
    // Nothing half-done: no pending row whose throttle would hold back the retry.
    expect(await down.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });
});
