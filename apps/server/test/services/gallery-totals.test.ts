import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { countSubmissions } from '../../src/services/gallery/submission-list.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** Every filter the gallery offers, counted by the read model and by scanning the submissions. */
async function expectTotalsMatchTheRows(): Promise<void> {
  const filters = [
    {},
    { tokenAddress: A, tokenId: '1' },
    { tokenAddress: A, tokenId: '2' },
    { tokenAddress: B, tokenId: '1' },
  ];
  for (const filter of filters) {
    for (const includeDisabled of [false, true]) {
      const where = sql.join(
        [
          includeDisabled ? sql`true` : sql`not disabled`,
          'tokenAddress' in filter
            ? sql`token_address = ${filter.tokenAddress} and token_id = ${filter.tokenId}`
            : sql`true`,
        ],
        sql` and `,
      );
      const scanned = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from artist_submissions where ${where}`,
      );
      const kept = await countSubmissions(database.db, { ...filter, includeDisabled });
      expect(kept, JSON.stringify({ filter, includeDisabled })).toBe(scanned.rows[0]?.n);
    }
  }
}

describe('gallery totals (the read model behind every page total)', () => {
  it('follow inserts, moderation, a Guardian changed, deletes and a truncate', async () => {
    const db = database.db;
    await expectTotalsMatchTheRows();
    const first = await insertSubmission(db, { tokenAddress: A, tokenId: '1' });
    const second = await insertSubmission(db, { tokenAddress: A, tokenId: '1' });
    await insertSubmission(db, { tokenAddress: B, tokenId: '1', disabled: true });
    await insertSubmission(db, {});
    await insertSubmission(db, { tokenAddress: A }); // half a Guardian: only the pool counts it
    await expectTotalsMatchTheRows();
    expect(await countSubmissions(db, { includeDisabled: false })).toBe(4);
    expect(await countSubmissions(db, { includeDisabled: true })).toBe(5);

    await db.execute(sql`update artist_submissions set disabled = true where id = ${first}`);
    await expectTotalsMatchTheRows();
    expect(await countSubmissions(db, { tokenAddress: A, tokenId: '1', includeDisabled: false })).toBe(1);

    await db.execute(sql`update artist_submissions set token_id = '2', disabled = false where id = ${first}`);
    await expectTotalsMatchTheRows();
    await db.execute(sql`update artist_submissions set text = 'edited' where id = ${second}`);
    await expectTotalsMatchTheRows();

    await db.execute(sql`delete from artist_submissions where id = ${second}`);
    await expectTotalsMatchTheRows();
    expect(await countSubmissions(db, { tokenAddress: A, tokenId: '1', includeDisabled: true })).toBe(0);

    await db.execute(sql`truncate artist_submissions cascade`);
    await expectTotalsMatchTheRows();
    expect(await countSubmissions(db, { includeDisabled: true })).toBe(0);
    await insertSubmission(db, { tokenAddress: B, tokenId: '1' });
    await expectTotalsMatchTheRows();
  });

  it('a half-given Guardian filter is refused, as a page refuses it', async () => {
    await expect(countSubmissions(database.db, { tokenAddress: A, includeDisabled: false })).rejects.toThrow(
      /give both or neither/,
    );
  });
});
