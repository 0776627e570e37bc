import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { analyzeChangedTables } from '../../src/indexer/table-statistics.ts';
import { createCollection, createTokens } from '../helpers/catalogue-fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('analyzeChangedTables', () => {
  it('analyses a table after a burst of writes, then leaves it alone until it changes again', async () => {
    // Autovacuum would otherwise be free to analyse the table first (it did, once, on a loaded CI
    // machine), which resets the counter this test waits on.
    await database.db.execute(sql`alter table tokens set (autovacuum_enabled = false)`);
    const collection = await createCollection(database.db, { slug: 'statistics' });
    await createTokens(
      database.db,
      collection,
      Array.from({ length: 300 }, (_, i) => ({
        id: i + 1,
        owner: '0x00000000000000000000000000000000000000aa',
      })),
    );
    // Backends publish their counters to pg_stat_* within about a second.
    await expect
      .poll(async () => (await analyzeChangedTables(database.db)).includes('tokens'), { timeout: 10_000 })
      .toBe(true);
    const analysed = await database.db.execute<{ last_analyze: Date | null }>(
      "select last_analyze from pg_stat_user_tables where relname = 'tokens'",
    );
    expect(analysed.rows[0]?.last_analyze).not.toBeNull();
    expect(await analyzeChangedTables(database.db)).not.toContain('tokens');
  });
});
