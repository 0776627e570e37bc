import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LogLine, logCapture } from '../helpers/log-capture.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A visitor's mistake is logged at info at most: nobody may write warnings or errors at will. */
let t: TestApp;
const logs = logCapture();
const adminKey = generatePrivateKey();

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json', ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address },
    logStream: logs.stream,
  });
});
afterAll(() => t.close());

const loud = (lines: LogLine[]) => lines.filter((line) => ['warn', 'error', 'fatal'].includes(line.level));

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, lines: logs.forRequest(String(res.headers['x-request-id'])) };
}

describe('client mistakes are answered 4xx and logged at info at most', () => {
  it('GET /api/utils/ether-price for a chain this site does not serve', async () => {
    const { res, lines } = await get('/api/utils/ether-price?chainId=1');
    expect(lines.length).toBeGreaterThan(0); // the request's own line: the capture works
    expect(loud(lines)).toEqual([]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'WRONG_CHAIN',
      field: 'chainId',
      message: expect.stringMatching(/^No ETH \/ USD price for chain 1/),
    });
  });

  it.each([
    ['a malformed query', '/api/utils/ether-price?chainId=abc'],
    ['an unknown route', '/api/no-such-route'],
    ['a signed-in route without a session', '/api/login/verify?chainId=31337'],
  ])('%s', async (_, url) => {
    const { res, lines } = await get(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(loud(lines)).toEqual([]);
  });

  it.each([
    ['an integrity constraint (23514)', '23514'],
    ['a data exception (22003)', '22003'],
  ])('a value the database refuses that the schemas let through: %s', async (_, state) => {
    // A stand-in for a rule the schemas miss: the database refuses quests with this title.
    await t.db.execute(
      sql.raw(`
      create or replace function test_refuse() returns trigger language plpgsql as $$
      begin
        if new.title = 'refuse me' then raise exception 'refused' using errcode = '${state}'; end if;
        return new;
      end $$;
      create or replace trigger test_refuse before insert on quests for each row execute function test_refuse();`),
    );
    const { cookie } = await signIn(t.app, adminKey);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quests',
      headers: { cookie },
      payload: { title: 'refuse me', description: 'x', kind: 'link_x', points: 5 },
    });
    expect(res.statusCode).toBe(400);
    const lines = logs.forRequest(String(res.headers['x-request-id']));
    expect(loud(lines)).toEqual([]);
    expect(lines.find((line) => line.msg === 'database refused a value')).toMatchObject({ level: 'info' });
  });
});

describe('a feature the operator has not set up', () => {
  it('is said once as a warning, not as an error line per visitor call', async () => {
    // This test app records no ETH / USD feed: the price answers 503 NO_PRICE_FEED.
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/utils/ether-price?chainId=31337' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('NO_PRICE_FEED');
      ids.push(String(res.headers['x-request-id']));
    }
    const lines = ids.flatMap((id) => logs.forRequest(id));
    expect(lines.filter((line) => ['error', 'fatal'].includes(line.level))).toEqual([]);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });
});
