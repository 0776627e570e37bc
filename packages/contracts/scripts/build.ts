import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileContracts } from './compile.ts';
import { renderAbis } from './render-abis.ts';

// Compiles every src/**/*.sol and writes the typed ABIs the server and web app import.
const packageDir = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(packageDir, 'src');
const outFile = path.join(srcDir, 'abis.gen.ts');

function listSolidityFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sol'))
    .map((f) => path.posix.join('src', f.split(path.sep).join('/')))
    .sort();
}

function main(): void {
  const started = performance.now();
  const files = listSolidityFiles();
  const sources = Object.fromEntries(files.map((f) => [f, readFileSync(path.join(packageDir, f), 'utf8')]));
  const contracts = files.length > 0 ? compileContracts(sources, { baseDir: packageDir }) : {};
  const content = renderAbis(contracts);
  // Unchanged output is not rewritten, so watchers and incremental builds see no change.
  const changed = !existsSync(outFile) || readFileSync(outFile, 'utf8') !== content;
  if (changed) writeFileSync(outFile, content);
  const ms = Math.round(performance.now() - started);
  const what = `${Object.keys(contracts).length} contract(s) from ${files.length} file(s)`;
  console.log(`contracts: ${what} -> src/abis.gen.ts ${changed ? 'written' : 'unchanged'} (${ms} ms)`);
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
