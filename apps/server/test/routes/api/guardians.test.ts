import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardiansFile, seedGuardians } from '../../../src/services/guardians/guardian-service.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/guardians/all${query}` });
  return res;
};

describe('GET /api/guardians/all', () => {
  it('lists the five seeded Guardians in id order with every field', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(5);
    expect(items.map((g: { _id: number }) => g._id)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(items.map((g: { element: string }) => g.element))).toEqual(
      new Set(['water', 'fire', 'wood', 'metal', 'earth']),
    );
    for (const guardian of items) {
      expect(Object.keys(guardian).sort()).toEqual([
        '_id',
        'description',
        'element',
        'image',
        'name',
        'powers',
        'story',
        'title',
      ]);
      expect(guardian.image).toMatch(/^\/guardians\/[a-z0-9-]+\.svg$/);
    }
  });

  it('has an SVG file in the web app for every Guardian image', async () => {
    const { items } = (await list()).json().data;
    for (const guardian of items) {
      const file = path.join(t.config.rootDir, 'apps/web/public', guardian.image);
      await access(file);
      expect(await readFile(file, 'utf8')).toMatch(/^<svg /);
    }
  });

  it('pages with offset and limit and keeps the full total', async () => {
    const res = await list('?offset=2&limit=2');
    expect(res.json().data.items.map((g: { _id: number }) => g._id)).toEqual([3, 4]);
    expect(res.json().data.total).toBe(5);
    const past = await list('?offset=10');
    expect(past.json().data).toEqual({ items: [], total: 5 });
  });

  it('filters by a case-insensitive substring of the name', async () => {
    const res = await list('?name=HOMU');
    expect(res.json().data.items.map((g: { name: string }) => g.name)).toEqual(['Homura']);
    expect(res.json().data.total).toBe(1);
  });

  it('treats % and _ in the name filter as literal characters', async () => {
    expect((await list('?name=%25')).json().data).toEqual({ items: [], total: 0 });
    expect((await list('?name=_')).json().data).toEqual({ items: [], total: 0 });
  });

  it('rejects a limit above 100, a limit of 0 and a negative offset with 400', async () => {
    for (const query of ['?limit=101', '?limit=0', '?offset=-1', '?limit=ten']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await list('?limit=100')).statusCode).toBe(200);
  });
});

describe('GET /api/guardians/guardian/id/:id', () => {
  it('returns one Guardian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guardians/guardian/id/4' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: 4, name: 'Kanetsugu', element: 'metal' });
  });

  it("returns the Guardian's powers and story from the content file", async () => {
    const entries = JSON.parse(await readFile(guardiansFile(t.config.rootDir), 'utf8'));
    for (const entry of entries) {
      const { data } = (
        await t.app.inject({ method: 'GET', url: `/api/guardians/guardian/id/${entry.id}` })
      ).json();
      expect(data.powers).toEqual(entry.powers);
      expect(data.story).toEqual(entry.story);
      expect(data.powers.length).toBeGreaterThanOrEqual(3);
      expect(data.story.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers 404 for an id no Guardian has, even one beyond the integer range', async () => {
    for (const id of ['99', '0', '9999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/guardians/guardian/id/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('GUARDIAN_NOT_FOUND');
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    for (const id of ['fire', '1.5', '-1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/guardians/guardian/id/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().field).toBe('id');
    }
  });
});

describe('seeding the Guardians', () => {
  it('is idempotent and restores edited lore from the content file', async () => {
    await t.db.execute(
      sql`update guardians set name = 'Renamed', powers = '["none"]'::jsonb, story = '[]'::jsonb where id = 1`,
    );
    await seedGuardians(t.db, guardiansFile(t.config.rootDir));
    await seedGuardians(t.db, guardiansFile(t.config.rootDir));
    const { items, total } = (await list()).json().data;
    expect(total).toBe(5);
    expect(items[0].name).toBe('Suirin');
    expect(items[0].powers).not.toEqual(['none']);
    expect(items[0].story.length).toBeGreaterThan(0);
  });
});
