import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferredTransaction, literal } from '../../src/db/bracketed-transaction.ts';
import type { Database } from '../../src/db/client.ts';
import { DeferredOpening } from '../../src/db/deferred-opening.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

class Refused extends Error {}

describe('deferredTransaction', () => {
  let database: Database;
  const notes = async () =>
    (await database.pool.query<{ note: string }>('select note from deferred_notes order by id')).rows.map(
      (row) => row.note,
    );
  // The opening claims a name: refused when the name is taken.
  const claim = (name: string) =>
    new DeferredOpening(
      `insert into deferred_claims (name) values (${literal(name)}) on conflict do nothing returning name`,
      (claimed) => (claimed.rowCount ? undefined : new Refused(name)),
    );
  const note = (text: string) => sql`insert into deferred_notes (note) values (${text}) returning id`;
  const sent: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.query(
      'create table deferred_notes (id serial primary key, note text not null unique); ' +
        'create table deferred_claims (name text primary key)',
    );
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const [config] = args as [string | { text: string }];
      sent.push(typeof config === 'string' ? config : config.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
  });
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database.close();
  });

  it('sends BEGIN and the opening with the first statement, its parameters written in', async () => {
    const opening = claim('first');
    const id = await deferredTransaction(database.db, opening, async (tx) => {
      const [row] = (await tx.execute<{ id: number }>(note("it's the first"))).rows;
      await tx.execute(note('second'));
      return { result: row?.id, closing: `insert into deferred_notes (note) values ('closing')` };
    });
    expect(id).toEqual(expect.any(Number));
    expect(opening.state).toBe('accepted');
    expect(sent).toEqual([
      expect.stringMatching(
        /^begin; insert into deferred_claims .*; insert into "?deferred_notes"? .*'it''s the first'/,
      ),
      expect.stringContaining('deferred_notes'),
      "insert into deferred_notes (note) values ('closing'); commit",
    ]);
    expect(await notes()).toEqual(["it's the first", 'second', 'closing']);
  });

  it('stops the work at a refused opening and keeps nothing, even when the work goes on', async () => {
    const before = await notes();
    const opening = claim('first');
    const run = deferredTransaction(database.db, opening, async (tx) => {
      // A handler that swallows the refusal and answers anyway must not commit.
      await tx.execute(note('refused work')).catch(() => undefined);
      // drizzle wraps what the connection throws.
      await expect(tx.execute(note('after the refusal'))).rejects.toMatchObject({
        cause: expect.any(Refused),
      });
      return { result: 'answered' };
    });
    await expect(run).rejects.toBeInstanceOf(Refused);
    expect(opening.state).toBe('refused');
    expect(await notes()).toEqual(before);
  });

  it('marks a failed first round trip, keeps nothing, and leaves the connection usable', async () => {
    const before = await notes();
    const opening = claim('failing');
    const run = deferredTransaction(database.db, opening, async (tx) => {
      await tx.execute(note('second')); // already there: unique violation
      return { result: 1 };
    });
    await expect(run).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(opening.state).toBe('failed');
    expect(await notes()).toEqual(before);
    const { rows } = await database.pool.query('select name from deferred_claims where name = $1', [
      'failing',
    ]);
    expect(rows).toEqual([]);
    const { rows: stuck } = await database.pool.query(
      "select 1 from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
    expect(stuck).toEqual([]);
  });

  it('sends the opening alone when the work sends nothing, or a value it cannot write in', async () => {
    const quiet = claim('quiet');
    await deferredTransaction(database.db, quiet, async () => ({ result: 1 }));
    expect(sent).toEqual([expect.stringMatching(/^begin; insert into deferred_claims/), 'commit']);
    sent.length = 0;
    const binary = claim('binary');
    await deferredTransaction(database.db, binary, async (tx) => {
      await tx.execute(
        sql`insert into deferred_notes (note) values (encode(${Buffer.from('hi')}, 'escape'))`,
      );
      return { result: 1 };
    });
    expect(sent).toEqual([
      expect.stringMatching(/^begin; insert into deferred_claims/),
      expect.stringContaining('encode($1'),
      'commit',
    ]);
    expect(await notes()).toContain('hi');
    const refusedQuietly = claim('quiet');
    await expect(
      deferredTransaction(database.db, refusedQuietly, async () => ({ result: 1 })),
    ).rejects.toBeInstanceOf(Refused);
  });
});
