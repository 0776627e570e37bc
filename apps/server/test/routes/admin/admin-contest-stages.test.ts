import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, auditLog } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// The contest's stages: the console's POST/PUT/DELETE /api/admin/contest/stages and the public list.
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address.toLowerCase();
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: owner } });
  cookie = (await signIn(t.app, ownerKey)).cookie;
});
afterAll(() => t.close());

const forest = {
  name: 'Mystic Forest',
  prizeUsd: 500,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-15T00:00:00.000Z',
};
const river = {
  name: 'Mystic River',
  prizeUsd: 750,
  startsAt: '2026-12-15T00:00:00.000Z',
  endsAt: '2026-12-29T00:00:00.000Z',
};

function send(method: InjectOptions['method'], url: string, payload?: object, as: string | null = cookie) {
  return t.app.inject({
    method,
    url: `/api/admin/contest/stages${url}`,
    headers: as ? { cookie: as } : {},
    ...(payload ? { payload } : {}),
  });
}
const stages = async () => (await t.app.inject({ url: '/api/art-contests/stages' })).json().data;

describe('the contest stages', () => {
  let forestId: number;

  it('adds stages (201) that everyone reads first to start first; one may start as the one before ends', async () => {
    const second = await send('POST', '', river);
    expect(second.statusCode).toBe(201);
    const first = await send('POST', '', { ...forest, startsAt: '2026-12-01T02:00:00+02:00' });
    expect(first.statusCode).toBe(201);
    forestId = first.json().data.id;
    expect(first.json().data).toEqual({ id: forestId, ...forest });

    const res = await t.app.inject({ url: '/api/art-contests/stages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.json().data).toEqual({ total: 2, items: [{ id: forestId, ...forest }, second.json().data] });
  });

  it('refuses a stage overlapping another with 409 naming the stage in the way, and writes nothing', async () => {
    const res = await send('POST', '', {
      ...river,
      name: 'Great Waterfall',
      startsAt: '2026-12-10T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONTEST_STAGES_OVERLAP',
      message: 'Stages may not overlap: Mystic Forest runs from 2026-12-01 to 2026-12-15',
    });
    const inside = await send('POST', '', {
      ...river,
      startsAt: '2026-12-20T12:30:00Z',
      endsAt: '2026-12-21T00:00:00.000Z',
    });
    expect(inside.json().message).toBe(
      'Stages may not overlap: Mystic River runs from 2026-12-15 to 2026-12-29',
    );
    expect((await stages()).total).toBe(2);
  });

  it('changes a stage (moving it over its own old dates is fine) and refuses one moved onto another', async () => {
    const later = {
      ...forest,
      name: 'Mystic Forest II',
      prizeUsd: 600,
      startsAt: '2026-11-20T00:00:00.000Z',
    };
    const res = await send('PUT', `/${forestId}`, later);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: forestId, ...later });
    const onto = await send('PUT', `/${forestId}`, { ...later, endsAt: '2026-12-16T00:00:00.000Z' });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().code).toBe('CONTEST_STAGES_OVERLAP');
    expect((await stages()).items[0]).toEqual({ id: forestId, ...later });
  });

  it('answers 400 with the sentence for a bad body, 404 for an unknown stage', async () => {
    const backwards = await send('POST', '', { ...forest, endsAt: forest.startsAt });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      field: 'endsAt',
      message: expect.stringContaining('endsAt must be after startsAt'),
    });
    const blank = await send('POST', '', { ...forest, name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('name is required');
    expect((await send('POST', '', { ...forest, prizeUsd: -1 })).statusCode).toBe(400);
    expect((await send('PUT', '/999999', forest)).statusCode).toBe(404);
    expect((await send('PUT', '/999999', forest)).json().code).toBe('CONTEST_STAGE_NOT_FOUND');
    expect((await send('DELETE', '/999999')).statusCode).toBe(404);
    expect((await send('PUT', '/abc', forest)).statusCode).toBe(400);
  });

  it('is for contest editors: 401 for a visitor, 403 for a member and a moderator', async () => {
    expect((await send('POST', '', river, null)).statusCode).toBe(401);
    const member = await signIn(t.app);
    expect((await send('POST', '', river, member.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/${forestId}`, undefined, member.cookie)).statusCode).toBe(403);
    const moderator = await signIn(t.app);
    await t.db.insert(adminRoles).values({ account: moderator.account, role: 'moderator', grantedBy: owner });
    expect((await send('PUT', `/${forestId}`, forest, moderator.cookie)).statusCode).toBe(403);
    expect((await stages()).total).toBe(2);
  });

  it('removes a stage and writes each change to the audit log with before and after', async () => {
    const res = await send('DELETE', `/${forestId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Mystic Forest II');
    expect((await stages()).items.map((s: { name: string }) => s.name)).toEqual(['Mystic River']);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actor, owner)).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      'stages.create',
      'stages.create',
      'stages.update',
      'stages.remove',
    ]);
    const [, created, updated, removed] = entries;
    expect(created).toMatchObject({
      target: null,
      before: null,
      after: { id: forestId, name: 'Mystic Forest' },
    });
    expect(updated).toMatchObject({
      target: String(forestId),
      before: { name: 'Mystic Forest' },
      after: { name: 'Mystic Forest II' },
    });
    expect(removed).toMatchObject({
      target: String(forestId),
      before: { name: 'Mystic Forest II' },
      after: null,
    });
  });
});
