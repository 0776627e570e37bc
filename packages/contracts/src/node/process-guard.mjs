// The watchdog that process-guard.ts starts beside the processes it guards (decision 0075).
//
// Linux cannot make a child die with its parent unless the child asks (prctl PR_SET_PDEATHSIG, which
// Node cannot call), so this small process does it: its parent tells it, one JSON line at a time on
// stdin, which processes to look after, and when stdin ends (the parent exited, however: kill -9,
// the OOM killer, a crash) it stops every one still running, saving anvil's chain first. Running
// in a session of its own, it outlives a kill of the parent's whole process group too.
//
// It also keeps anvil's state file. anvil writes its own --state file in place, so a kill during a
// write leaves half a file that the next anvil refuses to load; here the state is read through
// anvil_dumpState and written to a new file that is then renamed over the old one.
//
// Plain JavaScript using only Node: it must work when the rest is broken. Parent -> guard lines:
//   {"op":"watch","pid","startTime","name","stopSignals":[["SIGTERM",5000],...],"chain"?:{"rpcUrl","stateFile","everyMs"}}
//   {"op":"forget","pid"}   {"op":"save","pid","id"}   {"op":"stop","pid","id"}
// Guard -> parent lines answer save and stop: {"id","ok":true,"block"?} or {"id","ok":false,"error"}.
import { readFileSync } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const POLL_MS = 50;
const RPC_TIMEOUT_MS = 30_000;
const parentPid = process.ppid;
const watched = new Map();

process.stdout.on('error', () => {}); // the parent is gone: nobody reads the answers
process.stderr.on('error', () => {});

/** State letter and start time (clock ticks after boot) from /proc; undefined without /proc. */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], startTime: Number(fields[19]) };
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ESRCH') return null;
    return undefined;
  }
}

/** Still the process we were told about: same pid and start time, and not already exited. */
function running(entry) {
  const stat = procStat(entry.pid);
  if (stat === null) return false;
  if (stat === undefined) {
    try {
      process.kill(entry.pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  return stat.state !== 'Z' && (entry.startTime == null || stat.startTime === entry.startTime);
}

async function waitGone(entry, ms) {
  const deadline = Date.now() + ms;
  while (running(entry) && Date.now() < deadline) await new Promise((r) => setTimeout(r, POLL_MS));
  return !running(entry);
}

async function rpc(rpcUrl, method, params) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const body = await res.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** Replaces `file` whole: a new file, flushed to disk, renamed over the old one. */
async function writeWhole(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  const dir = await open(path.dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** Saves anvil's state when the chain moved since the last save (or always); one save at a time. */
function saveChain(entry, { always }) {
  const run = async () => {
    const { rpcUrl, stateFile } = entry.chain;
    const head = await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
    if (!always && head.hash === entry.savedHash) return Number(head.number);
    const dump = await rpc(rpcUrl, 'anvil_dumpState', []);
    await writeWhole(stateFile, await promisify(gunzip)(Buffer.from(dump.slice(2), 'hex')));
    entry.savedHash = head.hash; // read before the dump: a block mined in between is saved again
    return Number(head.number);
  };
  entry.saving = entry.saving.then(run, run);
  return entry.saving;
}

function startSaving(entry) {
  let busy = false;
  let answered = false;
  let lastError = '';
  entry.timer = setInterval(() => {
    if (busy || !running(entry)) return;
    busy = true;
    saveChain(entry, { always: false })
      .then(() => {
        answered = true;
        lastError = '';
      })
      .catch((error) => {
        // Before anvil first answers there is nothing to save; after, say each new failure once.
        if (answered && running(entry) && error.message !== lastError) {
          lastError = error.message;
          process.stderr.write(
            `watchdog: could not save the chain of ${entry.name} (pid ${entry.pid}) to ${entry.chain.stateFile}: ${error.message}\n`,
          );
        }
      })
      .finally(() => {
        busy = false;
      });
  }, entry.chain.everyMs);
}

/** Saves the chain (if any), then sends the signals in turn until the process is gone. */
async function stop(entry) {
  clearInterval(entry.timer);
  let saved;
  if (entry.chain && running(entry)) {
    saved = await saveChain(entry, { always: false }).then(
      (block) => ({ block }),
      (error) => ({ error: error.message }),
    );
  }
  for (const [signal, ms] of entry.stopSignals) {
    if (!running(entry)) break;
    try {
      process.kill(entry.pid, signal);
    } catch {
      break;
    }
    if (await waitGone(entry, ms)) break;
  }
  watched.delete(entry.pid);
  return { saved, gone: !running(entry) };
}

/** Leftovers of an earlier save that was cut short (the guard that wrote them is gone). */
async function removeUnfinishedSaves(stateFile) {
  const dir = path.dirname(stateFile);
  const prefix = `${path.basename(stateFile)}.`;
  for (const name of await readdir(dir).catch(() => [])) {
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (name.startsWith(prefix) && name.endsWith('.tmp') && pid !== process.pid && procStat(pid) === null) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}

const answer = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
/** Saves and stops under way for the parent: finished (and answered) before this process exits. */
const inFlight = new Set();
const track = (promise) => {
  inFlight.add(promise);
  promise.finally(() => inFlight.delete(promise)).catch(() => {});
};

function handle(message) {
  const entry = watched.get(message.pid);
  switch (message.op) {
    case 'watch': {
      const added = { ...message, saving: Promise.resolve(), savedHash: undefined, timer: undefined };
      watched.set(message.pid, added);
      if (added.chain) {
        void removeUnfinishedSaves(added.chain.stateFile);
        startSaving(added);
      }
      return;
    }
    case 'forget':
      if (entry) clearInterval(entry.timer);
      watched.delete(message.pid);
      return;
    case 'save':
      if (!entry?.chain) return answer({ id: message.id, ok: false, error: `${message.pid} has no chain` });
      track(
        saveChain(entry, { always: true }).then(
          (block) => answer({ id: message.id, ok: true, block }),
          (error) => answer({ id: message.id, ok: false, error: error.message }),
        ),
      );
      return;
    case 'stop':
      if (!entry) return answer({ id: message.id, ok: true });
      track(
        stop(entry).then(({ saved, gone }) =>
          answer({ id: message.id, ok: gone, block: saved?.block, error: saved?.error }),
        ),
      );
      return;
  }
}

/** The parent exited: stop what it left running, say what was done, and exit. */
async function parentGone() {
  await Promise.allSettled([...inFlight]);
  const left = [...watched.values()].filter(running);
  const done = await Promise.all(left.map(async (entry) => ({ entry, ...(await stop(entry)) })));
  if (done.length > 0) {
    const what = done.map(({ entry, saved, gone }) => {
      const chain = !saved
        ? ''
        : saved.error
          ? `could not save its chain (${saved.error}), `
          : `saved its chain at block ${saved.block}, `;
      return `${entry.name} (pid ${entry.pid}): ${chain}${gone ? 'stopped' : 'COULD NOT STOP IT'}`;
    });
    process.stderr.write(`watchdog: process ${parentPid} exited and left running ${what.join('; ')}\n`);
  }
  process.exit(0);
}

let buffered = '';
let ended = false;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) if (line.trim()) handle(JSON.parse(line));
});
for (const event of ['end', 'close', 'error']) {
  process.stdin.on(event, () => {
    if (ended) return;
    ended = true;
    void parentGone();
  });
}
