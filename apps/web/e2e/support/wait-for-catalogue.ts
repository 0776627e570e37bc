import pg from 'pg';

/**
 * Waits until the indexer has read every demo collection from the chain (the launcher starts it
 * after the site answers), so tests about owned tokens never race the first backfill.
 */
export async function waitForCatalogue(databaseUrl: string, timeoutMs = 60_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await client.query<{ pending: number; total: number }>(
        `select count(*) filter (where indexing_status <> 'synced')::int as pending, count(*)::int as total
           from collections`,
      );
      const row = res.rows[0];
      if (row && row.total > 0 && row.pending === 0) return;
      if (Date.now() > deadline) throw new Error('the demo collections were not indexed in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}
