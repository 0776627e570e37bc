// The quest leaderboard and the swap leaderboard over the real API, at growing ledger sizes
// (issue 10: "leaderboard at 1M ledger rows").
//   npx tsx bench/quests-leaderboard.ts [--rows 100000,1000000] [--requests 200]
//   (DATABASE_URL: use that server)
// Each size gets rows/10 accounts (a third with usernames), a quest completion per account for
// about half the quests, and ledger rows spread over them: quest payouts plus adjustments, a few
// negative totals.
import type pg from 'pg';
import { startBenchApp } from './bench-app.ts';
import { benchDatabase } from './bench-database.ts';
import { printTable } from './print-table.ts';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const SIZES = arg('rows', '100000,1000000').split(',').map(Number);
const REQUESTS = Number(arg('requests', '200'));

const cleanups: (() => Promise<void>)[] = [];

/** Grows the ledger to `rows` rows (adds what the previous size did not). */
async function fill(pool: pg.Pool, rows: number, already: number): Promise<void> {
  const accounts = Math.max(1, Math.floor(rows / 10));
  const account = (expr: string) => `'0x' || lpad(to_hex(${expr}), 40, '0')`;
  await pool.query(
    `insert into users (account, username)
     select ${account('g')}, case when g % 3 = 0 then 'collector_' || g end
       from generate_series(1, $1::int) g on conflict do nothing`,
    [accounts],
  );
  await pool.query(
    `insert into quest_completions (quest_id, account, status, completed_at)
     select q.id, ${account('g')}, 'completed', now()
       from generate_series(1, $1::int) g cross join quests q
      where abs(hashtextextended(g::text || ':' || q.id, 3)) % 2 = 0
     on conflict do nothing`,
    [accounts],
  );
  await pool.query(
    `insert into points_ledger (account, amount, reason, note, created_at)
     select ${account(`1 + (g % $3::int)`)},
            case when g % 97 = 0 then -250 else 5 + (abs(hashtextextended(g::text, 5)) % 9500) / 100.0 end,
            'adjustment', 'bench', now() - (g % 43200) * interval '1 minute'
       from generate_series($1::int + 1, $2::int) g`,
    [already, rows, accounts],
  );
  await pool.query('analyze users; analyze quest_completions; analyze points_ledger');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const t0 = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${url}`);
    if (i >= 10) times.push(performance.now() - t0); // the first 10 warm the caches and the JIT
  }
  return times.sort((a, b) => a - b);
}

try {
  const { url, cleanup } = await benchDatabase();
  cleanups.push(cleanup);
  const app = await startBenchApp(url);
  const base = app.base;
  cleanups.unshift(() => app.close());

  const table = [['ledger rows', 'accounts', 'request', 'p50 ms', 'p95 ms', 'p99 ms']];
  let filled = 0;
  for (const rows of SIZES) {
    const started = performance.now();
    await fill(app.pool, rows, filled);
    filled = rows;
    process.stdout.write(
      `ledger at ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const accounts = Math.floor(rows / 10);
    const requests: [string, string][] = [
      ['leaderboard, first page (25)', '/api/quests/leaderboard?offset=0&limit=25'],
      ['leaderboard, minimal (10)', '/api/quests/leaderboard?offset=0&limit=10'],
      ['leaderboard, middle page', `/api/quests/leaderboard?offset=${Math.floor(accounts / 2)}&limit=25`],
    ];
    for (const [label, path] of requests) {
      const times = await measure(`${base}${path}`);
      table.push([
        String(rows),
        String(accounts),
        label,
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        percentile(times, 99).toFixed(1),
      ]);
    }
  }
  printTable(table);
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
