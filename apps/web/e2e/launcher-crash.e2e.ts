import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort } from '@guardians/contracts/anvil';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { childrenOf, isAlive, processesOf, waitUntilNoneRun } from './support/data-dir-processes.ts';
import { newDataDir, type RunningSite, startSite } from './support/launcher.ts';
import { listenerOf, releasedWithin } from './support/ports.ts';

/*
 * Issue 28 §1: `kill -9` of `npm start` in the middle of writes, then a plain `npm start` on the same
 * DATA_DIR, 10 times. Nothing of the killed run may stay behind holding the folder and the ports,
 * the next start needs no hand cleanup, and every write the API acknowledged is there afterwards:
 * newsletter sign-ups (rows in PostgreSQL) and faucet transfers (transactions on the local chain).
 * Most cycles kill the launcher alone, as `kill -9 <pid>` or the OOM killer would; two also kill its
 * watchdog (what the next start must then clean up), and two are power cuts: every process of the
 * folder dies at once and postmaster.pid names a pid that another program now has (decision 0075).
 */
const CYCLES = Number(process.env.LAUNCHER_CRASH_CYCLES ?? 10);
type Ending = 'launcher' | 'launcher and watchdog' | 'power cut';
/** Cycles 4 and 8 also kill the watchdog, 5 and 10 are power cuts, the others kill the launcher alone. */
const endingOf = (cycle: number): Ending =>
  cycle % 5 === 0 ? 'power cut' : cycle % 4 === 0 ? 'launcher and watchdog' : 'launcher';
/** How long the processes of a killed launcher may take to go (the chain is saved first). */
const GONE_WITHIN_MS = 20_000;
/** A socket may outlive the process list's last entry by a moment. */ const PORT_RELEASE_MS = 5_000;
const NEWSLETTER_WRITERS = 3;
const MAIL_DOMAIN = 'crash.test';

interface Transfer {
  txHash: string;
  block: number | null;
  blockHash: string | null;
  cycle: number;
}

interface Acknowledged {
  emails: string[];
  transfers: Transfer[];
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}

const post = (site: RunningSite, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * A client address of its own for each sign-up (the site trusts X-Forwarded-For here): one client
 * may sign up 10 addresses an hour (decision 0078), and the writers make far more.
 */
let signUps = 0;
function signUpClient(): string {
  const k = signUps++;
  return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
}

/** Writes until the site stops answering; what it answered with success is recorded as acknowledged. */
async function newsletterWriter(
  site: RunningSite,
  prefix: string,
  acks: Acknowledged,
  killed: () => boolean,
): Promise<void> {
  for (let n = 0; ; n += 1) {
    const email = `${prefix}-${n}@${MAIL_DOMAIN}`;
    try {
      const res = await post(
        site,
        '/api/newsletter/subscribe',
        { email, consent: true },
        { 'x-forwarded-for': signUpClient() },
      );
      // 202: stored (pending) and its confirmation mail handed to the demo's mail catcher.
      if (res.status === 202) acks.emails.push(email);
      else throw new Error(`subscribe answered ${res.status}: ${await res.text()}`);
    } catch (error) {
      if (!killed()) throw error;
      return; // the launcher was killed: this write was not acknowledged
    }
  }
}

async function faucetWriter(
  site: RunningSite,
  cycle: number,
  acks: Acknowledged,
  killed: () => boolean,
): Promise<void> {
  for (let n = 0; ; n += 1) {
    const address = `0x${cycle.toString(16).padStart(4, '0')}${n.toString(16).padStart(36, '0')}`;
    let txHash: string | null = null;
    try {
      const res = await post(site, '/api/dev/faucet', { address });
      if (res.status !== 200) throw new Error(`faucet answered ${res.status}: ${await res.text()}`);
      txHash = ((await res.json()) as { data: { txHash: string | null } }).data.txHash;
      if (!txHash) throw new Error(`the faucet sent nothing to the new address ${address}`);
    } catch (error) {
      if (!killed()) throw error;
      return;
    }
    // Acknowledged; where it landed is read from the chain while it still answers.
    const receipt = await rpc<{ blockNumber: string; blockHash: string } | null>(
      site.rpcUrl,
      'eth_getTransactionReceipt',
      [txHash],
    ).catch(() => null);
    acks.transfers.push({
      txHash,
      block: receipt ? Number(receipt.blockNumber) : null,
      blockHash: receipt?.blockHash ?? null,
      cycle,
    });
  }
}

async function storedEmails(site: RunningSite): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: await site.databaseUrl() });
  await client.connect();
  try {
    const res = await client.query<{ email: string }>(
      'select email from newsletter_subscribers where email like $1',
      [`%@${MAIL_DOMAIN}`],
    );
    return new Set(res.rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

/** Acknowledged transfers missing from the chain, and those a power cut may have taken. */
async function checkTransfers(site: RunningSite, transfers: Transfer[], lastEnding: Ending | null) {
  const head = Number(await rpc<string>(site.rpcUrl, 'eth_blockNumber', []));
  const missing: string[] = [];
  const lostToPowerCut: Transfer[] = [];
  for (const transfer of transfers) {
    const receipt = await rpc<{ status: string; blockHash: string } | null>(
      site.rpcUrl,
      'eth_getTransactionReceipt',
      [transfer.txHash],
    );
    const present =
      receipt?.status === '0x1' && (!transfer.blockHash || receipt.blockHash === transfer.blockHash);
    if (present) continue;
    // A power cut takes what anvil mined after the chain was last saved: blocks above the head now.
    const afterTheSave = transfer.block === null || transfer.block > head;
    if (lastEnding === 'power cut' && afterTheSave) lostToPowerCut.push(transfer);
    else missing.push(`${transfer.txHash} (cycle ${transfer.cycle}, block ${transfer.block}, head ${head})`);
  }
  return { head, missing, lostToPowerCut };
}

describe('kill -9 of npm start under writes', () => {
  const dirs: string[] = [];
  const bystanders: ChildProcess[] = [];
  let site: RunningSite | undefined;
  afterAll(async () => {
    if (site) await site.stop();
    for (const bystander of bystanders) bystander.kill();
    for (const dir of dirs) {
      // After a failure: nothing of this test may outlive it.
      for (const leftover of processesOf(dir)) process.kill(leftover.pid, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it(`starts cleanly after each of ${CYCLES} kills and keeps every acknowledged write`, async () => {
    const dataDir = await newDataDir();
    dirs.push(dataDir);
    const ports = {
      port: await findFreePort(),
      chainPort: await findFreePort(),
      pgPort: await findFreePort(),
    };
    const acks: Acknowledged = { emails: [], transfers: [] };
    const report: string[] = [];
    let lastEnding: Ending | null = null;
    let powerCutLosses = 0;

    for (let cycle = 1; cycle <= CYCLES + 1; cycle += 1) {
      const began = performance.now();
      const current = await startSite({ dataDir, ports, env: { TRUST_PROXY: 'true' } });
      site = current;
      const startMs = performance.now() - began;
      const output = current.output();
      expect(output, output).not.toMatch(/was the chain folder removed|start-up failed/);
      // The start says what it found of the killed run.
      if (lastEnding) {
        expect(output, output).toMatch(/recovery +the previous run \(pid \d+\) did not stop cleanly/);
      }
      if (lastEnding === 'launcher and watchdog') {
        expect(output, output).toMatch(/left PostgreSQL \(pid \d+\).* anvil \(pid \d+\).* running: stopped/);
      }
      if (lastEnding === 'power cut') expect(output, output).toMatch(/removed a stale postmaster\.pid/);
      const recovery = output.split('\n').filter((line) => line.trim().startsWith('recovery'));
      report.push(...recovery.map((line) => `  start ${cycle}: ${line.trim()}`));

      // Every write acknowledged before any of the kills so far is there.
      const emails = await storedEmails(current);
      const lostEmails = acks.emails.filter((email) => !emails.has(email));
      expect(lostEmails, `cycle ${cycle}: acknowledged sign-ups missing`).toEqual([]);
      const chain = await checkTransfers(current, acks.transfers, lastEnding);
      expect(chain.missing, `cycle ${cycle}: acknowledged transfers missing\n${output}`).toEqual([]);
      powerCutLosses += chain.lostToPowerCut.length;
      acks.transfers = acks.transfers.filter((t) => !chain.lostToPowerCut.includes(t));
      if (cycle > CYCLES) {
        report.push(`final start ${(startMs / 1000).toFixed(1)} s`);
        break;
      }

      const ending = endingOf(cycle);
      const before = { emails: acks.emails.length, transfers: acks.transfers.length };
      let killed = false;
      const writers = [
        ...Array.from({ length: NEWSLETTER_WRITERS }, (_, w) =>
          newsletterWriter(current, `c${cycle}-w${w}`, acks, () => killed),
        ),
        faucetWriter(current, cycle, acks, () => killed),
      ];
      // Kill once writes of both kinds are being acknowledged, at a random point among them.
      while (acks.emails.length === before.emails || acks.transfers.length === before.transfers) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));

      const launcherPid = current.process.pid ?? -1;
      const watchdogs = childrenOf(launcherPid, 'process-guard');
      const rest = ending === 'power cut' ? processesOf(dataDir) : [];
      killed = true;
      current.process.kill('SIGKILL');
      if (ending !== 'launcher') for (const watchdog of watchdogs) process.kill(watchdog.pid, 'SIGKILL');
      for (const leftover of rest) process.kill(leftover.pid, 'SIGKILL');
      await Promise.all(writers);
      await current.stop(); // collects the exit
      site = undefined;

      if (ending === 'launcher') {
        // Children die with the launcher: nothing of the folder runs after a short grace period.
        const { left, ms } = await waitUntilNoneRun(dataDir, GONE_WITHIN_MS);
        expect(
          left.map((p) => `${p.pid} ${p.command}`),
          `still running ${GONE_WITHIN_MS / 1000} s after kill -9 of the launcher`,
        ).toEqual([]);
        report.push(
          `cycle ${cycle}: ${ending}, start ${(startMs / 1000).toFixed(1)} s, gone in ${ms.toFixed(0)} ms`,
        );
      } else if (ending === 'launcher and watchdog') {
        // PostgreSQL and anvil outlive both: the next start has to find and stop them.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(processesOf(dataDir).length).toBeGreaterThan(0);
        report.push(
          `cycle ${cycle}: ${ending}, start ${(startMs / 1000).toFixed(1)} s, left running for the next start`,
        );
      } else {
        const { left } = await waitUntilNoneRun(dataDir, 5_000);
        expect(left).toEqual([]);
        // After a reboot the pid in postmaster.pid may belong to another program: here, a sleeper.
        const bystander = spawn('sleep', ['600'], { stdio: 'ignore' });
        bystanders.push(bystander);
        const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
        const lines = (await readFile(lockFile, 'utf8')).split('\n');
        lines[0] = String(bystander.pid);
        await writeFile(lockFile, lines.join('\n'));
        report.push(`cycle ${cycle}: ${ending}, start ${(startMs / 1000).toFixed(1)} s`);
      }
      lastEnding = ending;
      if (ending !== 'launcher and watchdog') {
        for (const port of Object.values(ports))
          expect(await releasedWithin(port, PORT_RELEASE_MS), `port ${port} held: ${listenerOf(port)}`).toBe(
            true,
          );
      }
    }

    // Nobody else was signalled: the program that took a recorded pid still runs.
    for (const bystander of bystanders) expect(isAlive(bystander.pid ?? -1)).toBe(true);
    const last = site as RunningSite | undefined;
    expect(await last?.stop('SIGTERM')).toBe(0);
    site = undefined;
    expect(processesOf(dataDir)).toEqual([]);
    console.info(
      [
        `launcher kill -9 soak: ${CYCLES} cycles`,
        ...report,
        `acknowledged: ${acks.emails.length} sign-ups, ${acks.transfers.length} transfers kept, ${powerCutLosses} transfers mined after the last chain save lost to power cuts`,
      ].join('\n'),
    );
  }, 1_200_000);
});
