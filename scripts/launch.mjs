#!/usr/bin/env node
// `npm start` / `npm run dev`: makes sure dependencies are installed and the web app and contracts
// are built (only when missing or out of date), then hands over to the TypeScript launcher.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'start';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`launcher: '${command} ${args.join(' ')}' failed\n`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function newestMatching(dir, suffix) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMatching(full, suffix));
    else if (entry.name.endsWith(suffix)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const installMarker = path.join(root, 'node_modules/.package-lock.json');
if (
  !existsSync(installMarker) ||
  statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(installMarker).mtimeMs
) {
  process.stdout.write('launcher: installing dependencies (npm install)...\n');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const contractsOut = path.join(root, 'packages/contracts/src/abis.gen.ts');
const newestSolidity = newestMatching(path.join(root, 'packages/contracts/src'), '.sol');
if (!existsSync(contractsOut) || newestSolidity > statSync(contractsOut).mtimeMs) {
  run('npm', ['run', '--silent', 'build', '-w', '@guardians/contracts']);
  // The build leaves an unchanged file untouched; mark it checked so the next start skips it.
  utimesSync(contractsOut, new Date(), new Date());
}

if (mode === 'start') {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/shared/src',
  ];
  const newestSource = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
  if (!existsSync(built) || newestSource > statSync(built).mtimeMs) {
    process.stdout.write('launcher: building the web app...\n');
    run('npm', ['run', '--silent', 'build', '-w', '@guardians/web']);
  }
}

// Run the TypeScript launcher in this process, so signals reach it directly.
const { register } = await import('tsx/esm/api');
register();
process.argv[2] = mode;
await import(pathToFileURL(path.join(root, 'apps/server/src/launcher/main.ts')).href);
