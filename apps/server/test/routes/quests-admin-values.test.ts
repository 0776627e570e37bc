import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questFixtures } from '../helpers/quest-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

const fixtures = questFixtures();

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  ({ t, adminCookie } = await fixtures.start());
});
afterAll(async () => {
  await fixtures.close();
});

const form = { title: 'Values quest', description: 'For the tests', kind: 'link_x' };

function post(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/quests',
    headers: { cookie: adminCookie },
    payload,
  });
}

function put(id: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/quests/${id}`,
    headers: { cookie: adminCookie },
    payload,
  });
}

describe('quest points: only what the column (numeric(20,2), > 0) can hold', () => {
  it.each([0.004, 0.001, 0.0049, 1e-9])(
    'refuses %s points with 400 naming the field, on create and edit',
    async (points) => {
      const created = await post({ ...form, points });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toMatchObject({
        field: 'points',
        message: 'points: points must be between 0.01 and 1000000, with at most 2 decimals',
      });
      const id = (await fixtures.createQuest({ kind: 'link_x' }))._id;
      const edited = await put(id, { ...form, points });
      expect(edited.statusCode, edited.body).toBe(400);
      expect(edited.json()).toMatchObject({ field: 'points' });
    },
  );

  it('refuses more than 2 decimals (the column would round them away)', async () => {
    const res = await post({ ...form, points: 12.345 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'points' });
  });

  it('keeps the smallest amount and 2-decimal amounts as sent', async () => {
    expect((await post({ ...form, points: 0.01 })).json().data.points).toBe(0.01);
    expect((await post({ ...form, points: 1.15 })).json().data.points).toBe(1.15);
    expect((await post({ ...form, points: 1_000_000 })).json().data.points).toBe(1_000_000);
  });
});

describe('an integrity constraint the database enforces answers 4xx with a sentence, never 500', () => {
  beforeAll(async () => {
    // Stand-ins for a constraint a request reaches that no schema checks: a real unique index, and a
    // trigger raising the SQLSTATE named in the title (as PostgreSQL does for the constraint kinds).
    await t.db.execute(
      sql`create unique index test_quests_title on quests (title) where title like 'unique %'`,
    );
    await t.db.execute(sql`
      create function test_refuse_by_title() returns trigger language plpgsql as $$
      begin
        if new.title like 'raise %' then
          raise exception 'refused for the test' using errcode = substr(new.title, 7, 5),
            detail = case when new.title like '%still' then 'Key (id)=(1) is still referenced from table "x".' else '' end;
        end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger test_refuse_by_title before insert or update on quests
      for each row execute function test_refuse_by_title()`);
  });

  it('a unique violation (23505) is a 409', async () => {
    expect((await post({ ...form, title: 'unique one', points: 5 })).statusCode).toBe(201);
    const again = await post({ ...form, title: 'unique one', points: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'This conflicts with something that already exists',
    });
  });

  it.each([
    ['23505', 409, 'CONFLICT'],
    ['23P01', 409, 'CONFLICT'],
    ['23514', 400, 'INVALID_VALUE'],
    ['23502', 400, 'INVALID_VALUE'],
    ['23503', 400, 'INVALID_REFERENCE'],
    ['23503 still', 409, 'IN_USE'],
    ['23001', 409, 'IN_USE'],
    ['23000', 400, 'INVALID_VALUE'],
  ])('SQLSTATE %s answers %i %s', async (state, statusCode, code) => {
    const res = await post({ ...form, title: `raise ${state}`, points: 5 });
    expect(res.statusCode, res.body).toBe(statusCode);
    const body = res.json();
    expect(body).toMatchObject({ statusCode, code });
    // A sentence for a person, nothing of the database's own words.
    expect(body.message).toMatch(/^[A-Z][^.]+$/);
    expect(body.message).not.toMatch(/refused for the test|quests|constraint|SQL/i);

    const id = (await fixtures.createQuest({ kind: 'link_x' }))._id;
    const edited = await put(id, { ...form, title: `raise ${state}`, points: 5 });
    expect(edited.statusCode).toBe(statusCode);
  });
});
