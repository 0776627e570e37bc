import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newsletterSubscribers, users } from '../../src/db/schema/index.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startMailCatcher, type TestMailbox } from '../helpers/mail-catcher.ts';
import { buildFaultApp, type FaultApp } from './fault-app.ts';
import { type RestartablePostgres, startRestartablePostgres } from './fault-postgres.ts';
import { describeAnswer, expectUnavailable, type PageCall, timedCall } from './fault-requests.ts';
import { type FaultSite, pageReads, seedFaultSite } from './fault-site.ts';

const DATABASE_DOWN = 'The database is unavailable; try again in a moment.';
// The pool gives up on a connection after 5 s (connectionTimeoutMillis); an answer must come by then.
const OUTAGE_ANSWER_MS = 6_000;

let postgres: RestartablePostgres;
let site: FaultSite;
let f: FaultApp;
let cookie: string;
let account: string;
let mailbox: TestMailbox;

beforeAll(async () => {
  postgres = await startRestartablePostgres();
  // A sign-up mails its confirmation before it answers: a catcher stands in for the SMTP server.
  mailbox = await startMailCatcher();
  f = await buildFaultApp({
    databaseUrl: postgres.url,
    rpcUrl: inject('rpcUrl'),
    env: { RATE_LIMIT_MAX: '100000', ...mailbox.env },
  });
  site = await seedFaultSite(f.database.db);
  ({ cookie, account } = await signIn(f.app));
});
afterAll(async () => {
  await f?.close();
  await postgres?.remove();
  await mailbox?.close();
});

const subscribe = (who: string): PageCall => ({
  label: `newsletter: subscribe ${who}`,
  method: 'POST',
  url: '/api/newsletter/subscribe',
  payload: { email: `${who}@example.com`, consent: true },
});
const registerBetaTester = (): PageCall => ({
  label: 'profile: register as beta tester (signed in)',
  method: 'PATCH',
  url: '/api/users/register-beta-tester',
  headers: { cookie },
});
const itemsOfCollection = (): PageCall => ({
  label: 'collection: items',
  method: 'GET',
  url: `/api/collections/${site.slug}?offset=0&limit=50`,
});

const sendAll = (calls: PageCall[], limitMs: number) =>
  Promise.all(calls.map((call) => timedCall(f.app, call, limitMs)));

/** Polls until `count` sessions of the app wait on a lock, so their requests are surely in flight. */
async function waitForBlockedQueries(locker: pg.Client, count: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await locker.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} queries ever waited on the lock`);
}

describe('PostgreSQL restarted while the API serves', () => {
  it('serves the pages and takes writes while the database is up', async () => {
    const answers = await sendAll([...pageReads(site), subscribe('before')], OUTAGE_ANSWER_MS);
    for (const answer of answers) expect(answer.statusCode, describeAnswer(answer)).toBeLessThan(300);
  });

  it('answers 503 to requests in flight when PostgreSQL stops', async () => {
    // A transaction of our own holds the tables, so the app's read and write are mid-query at the stop.
    const locker = new pg.Client({ connectionString: postgres.url });
    locker.on('error', () => {}); // the shutdown ends this session too
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table collections, newsletter_subscribers in access exclusive mode');
    const inFlight = sendAll([itemsOfCollection(), subscribe('in-flight')], 30_000);
    await waitForBlockedQueries(locker, 2);
    const stopping = performance.now();
    // Abruptly: in a fast shutdown the locker's backend may exit, releasing the tables, before the
    // app's backends get their own signal, and the write then commits (answered 202, kept).
    await postgres.stopAbruptly();
    for (const answer of await inFlight) {
      expectUnavailable(answer, DATABASE_DOWN, 30_000);
      expect(answer.endedAt - stopping, describeAnswer(answer)).toBeLessThan(OUTAGE_ANSWER_MS);
    }
    await locker.end().catch(() => {});
  });

  it('answers every read and write with 503, a readable message and Retry-After while it is down', async () => {
    expect(postgres.isRunning()).toBe(false);
    const calls = [...pageReads(site), subscribe('while-down'), registerBetaTester()];
    // Twice: the pool must not be left stuck by the first round's failed connections.
    for (let round = 0; round < 2; round++) {
      const answers = await sendAll(calls, OUTAGE_ANSWER_MS + 5_000);
      for (const answer of answers) expectUnavailable(answer, DATABASE_DOWN, OUTAGE_ANSWER_MS);
    }
    const health = await timedCall(f.app, { label: 'ready', method: 'GET', url: '/api/ready' }, 10_000);
    expect(health.statusCode, describeAnswer(health)).toBe(503);
    expect(JSON.parse(health.body).data).toMatchObject({ status: 'degraded', database: { ok: false } });
  });

  it('recovers by itself once PostgreSQL is back: the same app answers 200, nothing committed is lost', async () => {
    await postgres.start();
    // No reconnect step and no retry: the very first requests after the restart must succeed.
    const answers = await sendAll([...pageReads(site), subscribe('after'), registerBetaTester()], 10_000);
    for (const answer of answers) expect(answer.statusCode, describeAnswer(answer)).toBeLessThan(300);
    const health = await timedCall(f.app, { label: 'ready', method: 'GET', url: '/api/ready' }, 10_000);
    expect(health.statusCode, describeAnswer(health)).toBe(200);

    const db = f.database.db;
    const emails = await db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(
        inArray(
          newsletterSubscribers.email,
          ['before', 'in-flight', 'while-down', 'after'].map((who) => `${who}@example.com`),
        ),
      );
    // What was answered 202 is kept; what was answered 503 was not half-written.
    expect(emails.map((row) => row.email).sort()).toEqual(['after@example.com', 'before@example.com']);
    const [member] = await db.select().from(users).where(eq(users.account, account));
    expect(member?.betaTesterAt).toBeInstanceOf(Date);
  });
});
