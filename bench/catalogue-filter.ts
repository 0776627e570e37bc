// Collection items with trait filters, through the real API over HTTP, at 10k and 100k tokens
// (issue 4, section 6: 3 ANDed trait filters at 100k tokens, p95 < 20 ms at the API).
//   npx tsx bench/catalogue-filter.ts [--tokens 10000,100000] [--requests 300] [--hold]
//   (DATABASE_URL: use that server; --hold keeps the database for EXPLAIN until Ctrl-C)
// Tokens get 6 trait types of 6-12 values with skewed weights, like a generated PFP collection; each
// request picks random values, so selectivity varies from a handful of matches to thousands.
import type pg from 'pg';
import { startBenchApp } from './bench-app.ts';
import { benchDatabase } from './bench-database.ts';
import { printTable } from './print-table.ts';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const SIZES = arg('tokens', '10000,100000').split(',').map(Number);
const REQUESTS = Number(arg('requests', '300'));

const traitTypes = [
  { type: 'Background', values: 8 },
  { type: 'Body', values: 12 },
  { type: 'Element', values: 6 },
  { type: 'Eyes', values: 10 },
  { type: 'Accessory', values: 12 },
  { type: 'Aura', values: 7 },
];

const cleanups: (() => Promise<void>)[] = [];

async function freshDatabaseUrl(): Promise<string> {
  const { url, cleanup } = await benchDatabase();
  cleanups.push(cleanup);
  return url;
}

/** Value index with a skew: low indexes are common, high ones rare (weight 1 / (i + 1)). */
function skewedSql(count: number, seedColumn: string): string {
  return `least(${count - 1}, floor(power(${count + 1}, random_for(${seedColumn})) - 1)::int)`;
}

async function fill(pool: pg.Pool, address: string, tokens: number, first: boolean): Promise<void> {
  await pool.query(`create or replace function random_for(seed float8) returns float8 language sql immutable
    as $$ select (abs(hashtextextended(seed::text, 7)) % 1000000) / 1000000.0 $$`);
  await pool.query(
    `insert into collections (chain_id, token_address, slug, name, symbol, total_supply, indexing_status, is_default)
     values (31337, $1, $2, $2, 'BNCH', $3, 'synced', $4)`,
    [address, `bench-${tokens}`, tokens, first],
  );
  const picks = traitTypes
    .map((t, i) => `'${t.type}' || chr(31) || 'v' || ${skewedSql(t.values, `g * 13 + ${i * 7919}`)}`)
    .join(', ');
  await pool.query(
    `insert into tokens (chain_id, token_address, token_id, owner, name, image, media_type, metadata_status, trait_keys)
     select 31337, $1, g, '0x' || lpad(to_hex(g % 5000), 40, '0'), 'Bench #' || g,
            'https://example.org/' || g || '.png', 'image', 'ok', array[${picks}]
       from generate_series(1, $2::int) g`,
    [address, tokens],
  );
  await pool.query(
    `insert into token_attributes (chain_id, token_address, token_id, trait_type, value)
     select chain_id, token_address, token_id, split_part(k, chr(31), 1), split_part(k, chr(31), 2)
       from tokens, unnest(trait_keys) k where token_address = $1`,
    [address],
  );
  await pool.query('analyze tokens; analyze token_attributes');
}

function randomFilter(types: number): Record<string, string[]> {
  const chosen = [...traitTypes].sort(() => Math.random() - 0.5).slice(0, types);
  // Mostly common values (the ones people click first), sometimes two values of one type.
  return Object.fromEntries(
    chosen.map((t) => {
      const pick = () => `v${Math.floor(Math.random() ** 2 * Math.min(t.values, 5))}`;
      return [t.type, Math.random() < 0.25 ? [...new Set([pick(), pick()])] : [pick()]];
    }),
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

try {
  const url = await freshDatabaseUrl();
  const app = await startBenchApp(url);
  const base = app.base;
  cleanups.unshift(() => app.close());

  const rows = [['tokens', 'filter', 'requests', 'matches (median)', 'p50 ms', 'p95 ms', 'p99 ms']];
  for (const [n, tokens] of SIZES.entries()) {
    const address = `0x${(0xbe0c + n).toString(16).padStart(40, '0')}`;
    const started = performance.now();
    await fill(app.pool, address, tokens, n === 0);
    process.stdout.write(
      `filled ${tokens} tokens in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    for (const types of [0, 1, 3]) {
      const times: number[] = [];
      const matches: number[] = [];
      for (let i = 0; i < REQUESTS + 20; i++) {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/collections/${address}?limit=50&offset=0`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(randomFilter(types)),
        });
        const body = (await response.json()) as { data: { total: number } };
        const elapsed = performance.now() - t0;
        if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
        if (i >= 20) {
          times.push(elapsed); // the first 20 warm the caches and the JIT
          matches.push(body.data.total);
        }
      }
      times.sort((a, b) => a - b);
      matches.sort((a, b) => a - b);
      rows.push([
        String(tokens),
        types === 0 ? 'none' : `${types} trait type${types > 1 ? 's' : ''} ANDed`,
        String(REQUESTS),
        String(percentile(matches, 50)),
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        percentile(times, 99).toFixed(1),
      ]);
    }
  }
  printTable(rows);
  if (process.argv.includes('--hold')) {
    // For EXPLAIN sessions: keeps the database until Ctrl-C.
    process.stdout.write(`database kept at ${url}; Ctrl-C to drop it\n`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
