import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from './chrome.ts';
import { printTable } from './print-table.ts';

// What blocks the main thread while pages of a running site start, and which script did it.
// Usage: tsx long-frames.ts [--url http://localhost:3000/] [--runs 3] [--cpu 4] [--detail] [/path ...]
//
// Each run is a cold load in a fresh Chromium profile on a phone-sized viewport, its CPU slowed down
// `--cpu` times (4 as Lighthouse's mobile preset assumes), recording the browser's long animation
// frames (frames over 50 ms) with their script attribution until the page has been quiet for a
// while. A page's row is its median run: the time blocked (the part of each frame over 50 ms, the
// quantity Lighthouse's total blocking time adds up), the longest frame, and the scripts that took
// longest, summed by what invoked them. Unlike Lighthouse's simulation the slowdown is real, so the
// figures are observed ones; they still follow the host's speed. Prints figures; never fails on them.

/** A load ends once this long has passed without a long frame (or at the hard limit below). */
const QUIET_MS = 3_000;
const LIMIT_MS = 20_000;

type ScriptTiming = {
  duration: number;
  invokerType: string;
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
};
type Frame = { startTime: number; duration: number; blockingDuration: number; scripts: ScriptTiming[] };
type Run = { blocked: number; longest: number; frames: number; scripts: Map<string, number> };

const { values, positionals } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000/' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    detail: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Math.max(1, Number(values.runs) || 3);
const cpuRate = Math.max(1, Number(values.cpu) || 4);
const base = values.url ?? 'http://localhost:3000/';
const pages = positionals.length > 0 ? positionals : ['/'];

// Serialised into the page before its own scripts run; a string, so no bundler helper leaks into it.
const RECORDER = `
  window.__frames = [];
  window.__lastFrameAt = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__frames.push(entry.toJSON());
      window.__lastFrameAt = performance.now();
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

/** Where a script came from, short enough for a table: file name and function, or the invoker. */
function scriptLabel(script: ScriptTiming): string {
  const file = script.sourceURL ? (script.sourceURL.split('/').pop() ?? '') : '';
  const name = script.sourceFunctionName ? ` ${script.sourceFunctionName}` : '';
  return `${script.invokerType}: ${file || script.invoker.slice(0, 40)}${name}`;
}

async function measure(url: string): Promise<{ run: Run; frames: Frame[] }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'long-frames-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath() ?? 'chromium',
    args: CHROME_FLAGS,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.addInitScript(RECORDER);
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
    for (;;) {
      const quietFor = await page.evaluate('performance.now() - window.__lastFrameAt');
      if (Number(quietFor) >= QUIET_MS || Date.now() - started >= LIMIT_MS) break;
      await page.waitForTimeout(250);
    }
    const frames = (await page.evaluate('window.__frames')) as Frame[];
    const scripts = new Map<string, number>();
    for (const frame of frames) {
      for (const script of frame.scripts) {
        const label = scriptLabel(script);
        scripts.set(label, (scripts.get(label) ?? 0) + script.duration);
      }
    }
    const run: Run = {
      blocked: frames.reduce((sum, frame) => sum + frame.blockingDuration, 0),
      longest: frames.reduce((max, frame) => Math.max(max, frame.duration), 0),
      frames: frames.length,
      scripts,
    };
    return { run, frames };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function printFrames(frames: Frame[]): void {
  for (const frame of frames) {
    console.log(
      `  at ${Math.round(frame.startTime)} ms: ${Math.round(frame.duration)} ms, ` +
        `${Math.round(frame.blockingDuration)} ms blocking`,
    );
    for (const script of frame.scripts.filter((s) => s.duration >= 5)) {
      console.log(`    ${String(Math.round(script.duration)).padStart(5)} ms  ${scriptLabel(script)}`);
    }
  }
}

const rows = [
  ['page', 'blocked', 'longest frame', 'long frames', 'top scripts (ms, median run)', 'blocked per run'],
];
for (const pathname of pages) {
  const url = new URL(pathname, base).href;
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const { run, frames } = await measure(url);
    results.push(run);
    if (values.detail) {
      console.log(`${url} run ${i + 1}`);
      printFrames(frames);
    }
  }
  const sorted = [...results].sort((a, b) => a.blocked - b.blocked);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) continue;
  const top = [...median.scripts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([label, ms]) => `${Math.round(ms)} ${label}`)
    .join('; ');
  rows.push([
    pathname,
    `${Math.round(median.blocked)} ms`,
    `${Math.round(median.longest)} ms`,
    String(median.frames),
    top,
    results.map((r) => Math.round(r.blocked)).join('/'),
  ]);
}
console.log(
  `\nLong animation frames, CPU slowed ${cpuRate}x, median of ${runs} cold loads by time blocked\n`,
);
printTable(rows);
