import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { printTable } from './print-table.ts';

// Sizes of the web build's JS/CSS, and whether the first load of `/` fits the budget.
// Reads Vite's manifest (apps/web sets build.manifest: true). Prints figures; never fails on them.

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 200;
const kB = (bytes: number) => (bytes / 1000).toFixed(1); // Vite's unit: 1 kB = 1000 bytes

const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const distDir = path.resolve(values.dist ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifestPath = path.join(distDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `No Vite manifest at ${manifestPath}.\nBuild the web app first: npm run build -w @guardians/web`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let s = sizes.get(file);
  if (!s) {
    const bytes = readFileSync(path.join(distDir, file));
    s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, s);
  }
  return s;
}
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + sizeOf(f).gzip, 0);

/** The files a browser fetches before `key` runs: the chunk, its static imports (recursively) and their CSS. */
function staticClosure(key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) staticClosure(dep, files, seen);
  return files;
}

const allFiles = new Set<string>();
for (const chunk of Object.values(manifest)) {
  for (const f of [chunk.file, ...(chunk.css ?? [])]) if (/\.(js|mjs|css)$/.test(f)) allFiles.add(f);
}
const byGzip = [...allFiles].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip || a.localeCompare(b));
console.log(`Web bundle (${path.relative(process.cwd(), distDir) || '.'}), gzip level 9\n`);
printTable([
  ['file', 'raw kB', 'gzip kB'],
  ...byGzip.map((f) => [f, kB(sizeOf(f).raw), kB(sizeOf(f).gzip)]),
  ['total', kB([...allFiles].reduce((t, f) => t + sizeOf(f).raw, 0)), kB(sum(allFiles))],
]);

const entryKey = manifest['index.html']
  ? 'index.html'
  : Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) {
  console.log('\nNo entry chunk in the manifest: cannot compute the first load of /.');
} else {
  const firstLoad = staticClosure(entryKey);
  const total = sum(firstLoad) / 1000;
  console.log(`\nFirst load of / (entry ${entryKey} + static imports + CSS):`);
  for (const f of firstLoad) console.log(`  ${f}  ${kB(sizeOf(f).gzip)} kB`);
  const verdict = total <= BUDGET_KB ? 'OK' : 'OVER';
  console.log(`  total ${total.toFixed(1)} kB gzip / budget ${BUDGET_KB} kB: ${verdict}`);

  // What each lazy chunk costs on demand: its own files plus shared ones not already in the first load.
  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k]?.isDynamicEntry)
    .sort();
  console.log(`\nLazy chunks (dynamic imports), ${lazy.length}:`);
  for (const key of lazy) {
    const extra = [...staticClosure(key)].filter((f) => !firstLoad.has(f));
    console.log(
      `  ${key} -> ${manifest[key]?.file}  +${kB(sum(extra))} kB gzip on demand (${extra.length} file(s))`,
    );
  }
}
