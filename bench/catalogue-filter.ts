// Collection items with trait filters, through the real API over HTTP, at 10k, 100k and 1M tokens
// (issue 4, section 6: 3 ANDed trait filters at 100k tokens, p95 < 20 ms at the API; issue 10: the
// same at 1M and how p95 grows with the collection).
//   npx tsx bench/catalogue-filter.ts [--tokens 10000,100000,1000000] [--requests 300] [--sustain 75]
//     [--hold]   (DATABASE_URL: use that server; --hold keeps the database for EXPLAIN until Ctrl-C)
// --sustain N: after the table's requests, N more seconds of mixed filters per size. The trait index
// is rebuilt once it is 60 s old and requests meanwhile go to PostgreSQL (decision 0021), so a
// window longer than 60 s shows what a live server's tail looks like, rebuild included.
// Tokens get 6 trait types of 6-12 values with skewed weights, like a generated PFP collection; each
// request picks random values, so selectivity varies from a handful of matches to thousands.
import type pg from 'pg';
import { traitTypes } from './api-fixtures.ts';
import { startBenchApp } from './bench-app.ts';
import { benchDatabase } from './bench-database.ts';
import { printTable } from './print-table.ts';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const SIZES = arg('tokens', '10000,100000,1000000').split(',').map(Number);
const REQUESTS = Number(arg('requests', '300'));
const SUSTAIN_S = Number(arg('sustain', '0'));

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

/** Rows per insert statement: progress shows at 1M, and no single statement holds minutes of work. */
const FILL_CHUNK = 250_000;

async function fill(pool: pg.Pool, address: string, tokens: number, first: boolean): Promise<void> {
  // One session with durability relaxed: a bench database is thrown away, and 7M rows (1M tokens
  // and their 6M attributes) otherwise wait on WAL flushes.
  const session = await pool.connect();
  try {
    await session.query("set synchronous_commit = off; set maintenance_work_mem = '256MB'");
    await session.query(`create or replace function random_for(seed float8) returns float8 language sql immutable
      as $$ select (abs(hashtextextended(seed::text, 7)) % 1000000) / 1000000.0 $$`);
    await session.query(
      `insert into collections (chain_id, token_address, slug, name, symbol, total_supply, indexing_status, is_default)
       values (31337, $1, $2, $2, 'BNCH', $3, 'synced', $4)`,
      [address, `bench-${tokens}`, tokens, first],
    );
    const picks = traitTypes
      .map((t, i) => `'${t.type}' || chr(31) || 'v' || ${skewedSql(t.values, `g * 13 + ${i * 7919}`)}`)
      .join(', ');
    for (let from = 1; from <= tokens; from += FILL_CHUNK) {
      const to = Math.min(tokens, from + FILL_CHUNK - 1);
      await session.query(
        `insert into tokens (chain_id, token_address, token_id, owner, name, image, media_type, metadata_status, trait_keys)
         select 31337, $1, g, '0x' || lpad(to_hex(g % 5000), 40, '0'), 'Bench #' || g,
                'https://example.org/' || g || '.png', 'image', 'ok', array[${picks}]
           from generate_series($2::int, $3::int) g`,
        [address, from, to],
      );
      // Without fresh statistics the foreign-key check of each attribute row is planned as a scan of
      // a 'near-empty' tokens table: minutes instead of seconds, even at 10k tokens.
      await session.query('analyze tokens');
      await session.query(
        `insert into token_attributes (chain_id, token_address, token_id, trait_type, value)
         select chain_id, token_address, token_id, split_part(k, chr(31), 1), split_part(k, chr(31), 2)
           from tokens, unnest(trait_keys) k
          where chain_id = 31337 and token_address = $1 and token_id between $2 and $3`,
        [address, from, to],
      );
      if (tokens > FILL_CHUNK) process.stdout.write(`  ${to} / ${tokens} tokens\n`);
    }
    await session.query('analyze tokens; analyze token_attributes');
  } finally {
    session.release();
  }
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

const filterLabel = (types: number) =>
  types === 0 ? 'none' : types === 1 ? '1 trait type' : `${types} trait types ANDed`;

async function filterRequest(base: string, address: string, types: number) {
  const t0 = performance.now();
  const response = await fetch(`${base}/api/collections/${address}?limit=50&offset=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(randomFilter(types)),
  });
  const body = (await response.json()) as { data: { total: number } };
  const ms = performance.now() - t0;
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return { ms, total: body.data.total };
}

/** p95 per filter at each size, and the factor against the smallest size: how the cost grows. */
function printGrowth(p95: Map<number, Map<number, number>>): void {
  const smallest = SIZES[0] ?? 1;
  const rows = [['filter', ...SIZES.map((n) => `p95 ms @ ${n}`), ...SIZES.slice(1).map((n) => `x @ ${n}`)]];
  for (const types of [0, 1, 3]) {
    const at = (n: number) => p95.get(n)?.get(types) ?? Number.NaN;
    rows.push([
      filterLabel(types),
      ...SIZES.map((n) => at(n).toFixed(1)),
      ...SIZES.slice(1).map((n) => `${(at(n) / at(smallest)).toFixed(2)}`),
    ]);
  }
  console.log(
    `\nHow p95 grows (x = p95 against ${smallest} tokens; tokens grew ${SIZES.map((n) => n / smallest).join(' / ')} x)`,
  );
  printTable(rows);
}

/** Mixed filters for SUSTAIN_S seconds, one request at a time: the tail a live server shows. */
async function sustain(base: string, address: string, tokens: number): Promise<string[]> {
  const times: number[] = [];
  const errors = new Map<string, number>();
  const until = performance.now() + SUSTAIN_S * 1000;
  for (let i = 0; performance.now() < until; i++) {
    try {
      times.push((await filterRequest(base, address, [0, 1, 3][i % 3] ?? 0)).ms);
    } catch (error) {
      // Counted, not fatal: an error answer during the index rebuild is itself the finding.
      const what = (error as Error).message.slice(0, 120);
      errors.set(what, (errors.get(what) ?? 0) + 1);
    }
  }
  for (const [what, count] of errors) console.log(`  ${tokens} tokens, sustained: ${count} x ${what}`);
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  return [
    String(tokens),
    String(times.length),
    String([...errors.values()].reduce((a, b) => a + b, 0)),
    p50.toFixed(1),
    percentile(times, 95).toFixed(1),
    percentile(times, 99).toFixed(1),
    (times.at(-1) ?? 0).toFixed(0),
    String(times.filter((t) => t > 10 * p50).length),
  ];
}

try {
  const url = await freshDatabaseUrl();
  const app = await startBenchApp(url);
  const base = app.base;
  cleanups.unshift(() => app.close());

  const rows = [['tokens', 'filter', 'requests', 'matches (median)', 'p50 ms', 'p95 ms', 'p99 ms']];
  const p95 = new Map<number, Map<number, number>>();
  const sustained = [['tokens', 'answered', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', '> 10x p50']];
  for (const [n, tokens] of SIZES.entries()) {
    const address = `0x${(0xbe0c + n).toString(16).padStart(40, '0')}`;
    const started = performance.now();
    await fill(app.pool, address, tokens, n === 0);
    process.stdout.write(
      `filled ${tokens} tokens in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    // The collection's first request waits for its in-memory trait index (decision 0021).
    const first = await filterRequest(base, address, 0);
    process.stdout.write(`first request (builds the trait index) ${first.ms.toFixed(0)} ms\n`);
    p95.set(tokens, new Map());
    for (const types of [0, 1, 3]) {
      const times: number[] = [];
      const matches: number[] = [];
      for (let i = 0; i < REQUESTS + 20; i++) {
        const { ms, total } = await filterRequest(base, address, types);
        if (i >= 20) {
          times.push(ms); // the first 20 warm the caches and the JIT
          matches.push(total);
        }
      }
      times.sort((a, b) => a - b);
      matches.sort((a, b) => a - b);
      p95.get(tokens)?.set(types, percentile(times, 95));
      rows.push([
        String(tokens),
        filterLabel(types),
        String(REQUESTS),
        String(percentile(matches, 50)),
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        percentile(times, 99).toFixed(1),
      ]);
    }
    if (SUSTAIN_S > 0) sustained.push(await sustain(base, address, tokens));
  }
  console.log('');
  printTable(rows);
  if (SIZES.length > 1) printGrowth(p95);
  if (sustained.length > 1) {
    console.log(`\nSustained: ${SUSTAIN_S} s of mixed filters (none, 1 type, 3 types) per size`);
    printTable(sustained);
  }
  console.log('target: 3 ANDed trait types at 100k tokens, p95 < 20 ms');
  if (process.argv.includes('--hold')) {
    // For EXPLAIN sessions: keeps the database until Ctrl-C.
    process.stdout.write(`database kept at ${url}; Ctrl-C to drop it\n`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
