import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { printTable } from './print-table.ts';

// Lighthouse scores and web vitals for pages of a running site (mobile, Lighthouse's default throttling).
// Usage: tsx lighthouse.ts [--url http://localhost:3000/] [/path ...]. Prints figures; never fails on them.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values, positionals } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:3000/' } },
  allowPositionals: true,
});
const base = values.url ?? 'http://localhost:3000/';
const urls = (positionals.length > 0 ? positionals : ['/']).map((p) => new URL(p, base).href);

async function siteAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

function chromePath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  // Debian's chromium on our machines; elsewhere chrome-launcher finds an installed Chrome itself.
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

function row(url: string, lhr: Result): string[] {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s === null || s === undefined ? '-' : String(Math.round(s * 100));
  };
  const metric = (id: string, unit: 'ms' | 'plain') => {
    const v = lhr.audits[id]?.numericValue;
    if (v === undefined) return '-';
    return unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3);
  };
  return [
    url,
    ...CATEGORIES.map(score),
    metric('first-contentful-paint', 'ms'),
    metric('largest-contentful-paint', 'ms'),
    metric('total-blocking-time', 'ms'),
    metric('cumulative-layout-shift', 'plain'),
  ];
}

async function main(): Promise<void> {
  if (!(await siteAnswers(base))) {
    console.error(
      `No site answers at ${base}.\nStart it first with \`npm start\` (from the repository root).`,
    );
    process.exit(1);
  }
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  let version = '';
  const rows = [['url', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS']];
  try {
    for (const url of urls) {
      const started = performance.now();
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      version = lhr.lighthouseVersion;
      // A page that failed to load is a failed measurement, not a low score.
      if (lhr.runtimeError) {
        console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        process.exitCode = 1;
      }
      rows.push(row(url, lhr));
      console.log(`audited ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse ${version}, mobile, default (simulated) throttling; scores x100\n`);
  printTable(rows);
}

await main();
