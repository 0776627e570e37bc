import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bracketedTransaction, literal } from '../../src/db/bracketed-transaction.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe('bracketedTransaction', () => {
  let database: Database;
  const rows = async () =>
    (await database.pool.query<{ note: string }>('select note from bracket_notes order by id')).rows.map(
      (row) => row.note,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.query(
      'create table bracket_notes (id serial primary key, note text not null unique)',
    );
  });
  afterAll(() => database.close());

  it('runs the opening with BEGIN and the closing with COMMIT, the work between, on one connection', async () => {
    const pid = await bracketedTransaction(
      database.db,
      `insert into bracket_notes (note) values (${literal("it's open")}) returning id`,
      async (tx, opened) => {
        expect(opened.rows).toHaveLength(1);
        await tx.execute(sql`insert into bracket_notes (note) values ('work')`);
        // A nested transaction is a savepoint: its failure leaves the outer work in place.
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into bracket_notes (note) values ('rolled back')`);
            throw new Error('inner');
          })
          .catch(() => undefined);
        const [row] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
        return {
          result: row?.pid,
          closing: `insert into bracket_notes (note) values (${literal('closed \\ with a backslash')})`,
        };
      },
    );
    expect(pid).toEqual(expect.any(Number));
    expect(await rows()).toEqual(["it's open", 'work', 'closed \\ with a backslash']);
  });

  it('keeps nothing when the work, the closing or the opening fails, and the connection stays usable', async () => {
    const before = await rows();
    const failWork = bracketedTransaction(
      database.db,
      "insert into bracket_notes (note) values ('a') returning id",
      async () => {
        throw new Error('work failed');
      },
    );
    await expect(failWork).rejects.toThrow('work failed');
    const failClosing = bracketedTransaction(
      database.db,
      "insert into bracket_notes (note) values ('b') returning id",
      async () => ({ result: 1, closing: "insert into bracket_notes (note) values ('work')" }),
    );
    await expect(failClosing).rejects.toThrow(/duplicate key/);
    const failOpening = bracketedTransaction(
      database.db,
      "insert into bracket_notes (note) values ('work') returning id",
      async () => ({ result: 1 }),
    );
    await expect(failOpening).rejects.toThrow(/duplicate key/);
    expect(await rows()).toEqual(before);
    // Every pooled connection is out of its transaction: a burst of plain queries all succeed.
    const states = await Promise.all(
      Array.from({ length: 10 }, () =>
        database.pool.query<{ open: boolean }>('select now() <> statement_timestamp() as open'),
      ),
    );
    expect(states.every((state) => state.rows[0]?.open === false)).toBe(true);
  });
});
