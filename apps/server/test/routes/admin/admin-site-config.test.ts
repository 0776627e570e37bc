import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSiteConfig } from '../../../src/services/site-config/site-config-service.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address.toLowerCase();
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: owner } });
  cookie = (await signIn(t.app, ownerKey)).cookie;
});
afterAll(() => t.close());

const settings = () => t.app.inject({ url: '/api/admin/site-config', headers: { cookie } });
const save = (body: unknown, as = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/site-config',
    headers: { cookie: as },
    payload: body as object,
  });
const publicConfig = async () => (await t.app.inject({ url: '/api/site-configs' })).json().data;

describe('/api/admin/site-config', () => {
  it('shows the configuration as the committed file set it, then saves a change every visitor sees', async () => {
    const before = await settings();
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ editedAt: null, editedBy: null });
    const config = before.json().data.config;
    expect(config).toEqual(await publicConfig());

    const changed = { ...config, mode: config.mode === 'single' ? 'multi' : 'single', name: 'Renamed' };
    const res = await save(changed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.config).toEqual(changed);
    expect(res.json().data.editedBy).toBe(owner);
    expect(Date.parse(res.json().data.editedAt)).toBeGreaterThan(Date.now() - 60_000);
    // No restart: the public configuration answers the change (the node's copy was dropped).
    await expect.poll(publicConfig).toEqual(changed);
  });

  it('keeps the console edit over SITE_MODE at the next start', async () => {
    const current = (await settings()).json().data.config;
    const other = current.mode === 'single' ? 'multi' : 'single';
    const file = `${t.config.rootDir}/content/site-config.json`;
    expect(await seedSiteConfig(t.db, { file, mode: other })).toEqual({ seeded: false, modeIgnored: true });
    expect((await settings()).json().data.config.mode).toBe(current.mode);
  });

  it('refuses an invalid configuration with the field, and changes nothing', async () => {
    const current = (await settings()).json().data.config;
    const res = await save({ ...current, mode: 'both' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('mode');
    const blank = await save({ ...current, name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('name');
    expect((await save({ name: 'only a name' })).statusCode).toBe(400);
    // Links every page shows are http(s) only; a colour cannot end its declaration.
    const script = await save({ ...current, socials: { ...current.socials, x: 'javascript:alert(1)' } });
    expect(script.json()).toMatchObject({ statusCode: 400, field: 'socials.x' });
    const styles = { ...current.styles, background: 'red;position:fixed' };
    expect((await save({ ...current, styles })).json()).toMatchObject({ field: 'styles.background' });
    expect((await settings()).json().data.config).toEqual(current);
  });

  it('answers 401 to a visitor and 403 to a member, who change nothing', async () => {
    const current = (await settings()).json().data.config;
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/site-config', payload: current })).statusCode,
    ).toBe(401);
    const member = await signIn(t.app);
    const res = await save({ ...current, name: 'Hijacked' }, member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your role does not allow this (it needs site:edit)');
    expect((await settings()).json().data.config.name).toBe(current.name);
  });

  it('saves nothing when its audit entry cannot be written (one transaction)', async () => {
    const current = (await settings()).json().data.config;
    await t.db.execute(sql`alter table audit_log add constraint refuse_all check (false) not valid`);
    try {
      const res = await save({ ...current, name: 'Not audited' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect((await settings()).json().data.config.name).toBe(current.name);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint refuse_all`);
    }
  });
});
