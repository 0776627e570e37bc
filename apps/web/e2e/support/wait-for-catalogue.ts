import pg from 'pg';

/**
 * Waits until the indexer has read every demo collection from the chain (the launcher starts it
 * after the site answers) and the metadata of every live token, so tests about owned tokens,
 * traits or media never race the first backfill.
 */
export async function waitForCatalogue(databaseUrl: string, timeoutMs = 120_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await client.query<{ pending: string; total: number }>(
        `select (select count(*) filter (where indexing_status <> 'synced') from collections)
                  + (select count(*) from tokens where owner is not null and metadata_status <> 'ok')
                  as pending,
                (select count(*) from collections)::int as total`,
      );
      const row = res.rows[0];
      if (row && row.total > 0 && Number(row.pending) === 0) return;
      if (Date.now() > deadline)
        throw new Error('the demo collections and their metadata were not indexed in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}
