import { rm } from 'node:fs/promises';
import type { ConsoleShield } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../helpers/login-flow.ts';
import {
  admin,
  adminKey,
  MAX_BYTES,
  png,
  shieldActions,
  shieldDataDir,
} from '../../helpers/shield-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// The console's list of shields; the edits build on each other, so the tests run in order.
let t: TestApp;
let dataDir: string;
let adminCookie: string;

beforeAll(async () => {
  dataDir = await shieldDataDir();
  t = await createTestApp({
    env: { DATA_DIR: dataDir, ADMIN_ACCOUNTS: admin, AVATAR_MAX_BYTES: String(MAX_BYTES) },
  });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const { sendForm } = shieldActions(() => ({ t, adminCookie }));

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

async function consoleShields(query = ''): Promise<ConsoleShield[]> {
  const res = await get(`/api/admin/shields${query}`, adminCookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const { items, total } = res.json().data as { items: ConsoleShield[]; total: number };
  expect(items.length).toBeLessThanOrEqual(total);
  return items;
}

const named = (items: ConsoleShield[], name: string) => {
  const found = items.find((shield) => shield.name === name);
  if (!found) throw new Error(`no shield ${name}`);
  return found;
};

describe('GET /api/admin/shields', () => {
  it('lists the shields of content/shields.json as from the file, with their rules', async () => {
    const items = await consoleShields();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((shield) => shield.origin === 'file')).toBe(true);
    expect(named(items, 'Early Supporter')).toMatchObject({ rule: 'early_supporter', threshold: 1000 });
    expect(named(items, 'Collector')).toMatchObject({ rule: 'collector', threshold: 3 });
  });

  it('marks a file shield saved in the console as edited, and a new one as written there', async () => {
    const collector = named(await consoleShields(), 'Collector');
    const edited = await sendForm('PUT', `/api/shields/${collector._id}`, {
      name: 'Great Collector',
      description: collector.description,
    });
    expect(edited.statusCode).toBe(200);
    const created = await sendForm(
      'POST',
      '/api/shields',
      { name: 'Fan Artist', description: 'Drew a Guardian.' },
      { body: await png() },
    );
    expect(created.statusCode).toBe(201);

    const items = await consoleShields();
    expect(named(items, 'Great Collector')).toMatchObject({ origin: 'edited', rule: 'collector' });
    expect(named(items, 'Fan Artist')).toMatchObject({ origin: 'console', rule: null, threshold: 1 });
    expect(named(items, 'Early Supporter').origin).toBe('file');
    // The public list carries none of it.
    const publicList = (await get('/api/shields/all')).json().data.items as Record<string, unknown>[];
    expect(publicList.every((shield) => !('origin' in shield) && !('rule' in shield))).toBe(true);
  });

  it('searches by name and pages like the public list', async () => {
    expect((await consoleShields('?name=fan%20art')).map((shield) => shield.name)).toEqual(['Fan Artist']);
    const [first] = await consoleShields('?limit=1');
    const [second] = await consoleShields('?limit=1&offset=1');
    expect(first?._id).not.toBe(second?._id);
  });

  it('is for content editors only, and says so for a wrong query', async () => {
    expect((await get('/api/admin/shields')).statusCode).toBe(401);
    const member = await signIn(t.app);
    const refused = await get('/api/admin/shields', member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
    const wrong = await get('/api/admin/shields?limit=1000', adminCookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/limit/);
  });
});
