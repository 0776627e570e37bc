import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address.toLowerCase();
let t: TestApp;
let cookie: string;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: owner } });
  cookie = (await signIn(t.app, ownerKey)).cookie;
  await t.db.update(users).set({ username: 'keeper' }).where(sql`${users.account} = ${owner}`);
  moderator = (await signIn(t.app)).account;
  const headers = { cookie };
  await t.app.inject({ method: 'PUT', url: `/api/admin/roles/${moderator}/moderator`, headers });
  const config = (await t.app.inject({ url: '/api/admin/site-config', headers })).json().data.config;
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/site-config',
    headers,
    payload: { ...config, name: '=HYPERLINK("x")' },
  });
  // Refused changes leave no entry.
  await t.app.inject({ method: 'DELETE', url: `/api/admin/roles/${moderator}/judge`, headers });
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/site-config',
    headers,
    payload: { ...config, mode: 'x' },
  });
});
afterAll(() => t.close());

const audit = (query = '', as = cookie) =>
  t.app.inject({ url: `/api/admin/audit${query}`, headers: { cookie: as } });

describe('GET /api/admin/audit', () => {
  it('lists each console change with who, what, before, after and when, newest first', async () => {
    const res = await audit();
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(2);
    expect(items.map((e: { action: string }) => e.action)).toEqual(['site.update', 'roles.grant']);
    const [site, role] = items;
    expect(site).toMatchObject({ actor: owner, actorName: 'keeper', target: null });
    expect(site.before.name).not.toBe(site.after.name);
    expect(site.after.name).toBe('=HYPERLINK("x")');
    expect(role).toMatchObject({ target: `${moderator} moderator`, before: null });
    expect(role.after).toMatchObject({ account: moderator, role: 'moderator' });
    expect(Date.parse(role.at)).toBeLessThanOrEqual(Date.parse(site.at));
  });

  it('pages, sorts and searches', async () => {
    expect((await audit('?limit=1')).json().data.items).toHaveLength(1);
    expect((await audit('?limit=1&offset=1')).json().data.items[0].action).toBe('roles.grant');
    expect((await audit('?sort=oldest')).json().data.items[0].action).toBe('roles.grant');
    const found = (await audit('?q=roles.')).json().data;
    expect(found.total).toBe(1);
    expect((await audit('?q=%25')).json().data.total).toBe(0);
    const bad = await audit('?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('limit');
  });

  it('exports the log as CSV, oldest first, one row per change', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit/audit.csv', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,actor_name,action,target,before,after');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',roles.grant,');
    expect(lines[2]).toContain(',site.update,');
  });

  it('is for owners only: 401 for a visitor, 403 for a moderator', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const mod = await signIn(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/roles/${mod.account}/moderator`,
      headers: { cookie },
    });
    expect((await audit('', mod.cookie)).statusCode).toBe(403);
    const csv = await t.app.inject({ url: '/api/admin/audit/audit.csv', headers: { cookie: mod.cookie } });
    expect(csv.statusCode).toBe(403);
  });
});
