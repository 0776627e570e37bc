import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findHandTypedFilters,
  findKeyClashes,
  findKeyDefinitions,
  type KeyDefinition,
  programOf,
} from '../../test/query-key-definitions.ts';

const webRoot = path.resolve(import.meta.dirname, '../../..');
const show = (d: KeyDefinition) => `${d.where} ${d.key}`;

describe('query keys of the web app', () => {
  const program = programOf(path.join(webRoot, 'tsconfig.json'));
  const definitions = findKeyDefinitions(program, path.join(webRoot, 'src')).filter(
    (d) => !/\.test\.tsx?:/.test(d.where),
  );

  it('finds the fetchers it checks', () => {
    // Guards the check itself: a change that hid the definitions from it would make it pass vacuously.
    expect(definitions.length).toBeGreaterThan(60);
    expect(definitions.some((d) => d.where.startsWith('lib/api/get-default-collection.ts:'))).toBe(true);
  });

  it('are `as const` tuples, so the check can read them', () => {
    expect(definitions.filter((d) => !d.elements).map(show)).toEqual([]);
  });

  it('are named, not typed in place, where a query is invalidated or refreshed', () => {
    const handTyped = findHandTypedFilters(program, path.join(webRoot, 'src')).filter(
      (where) => !/\.test\.tsx?:/.test(where),
    );
    expect(handTyped).toEqual([]);
  });

  it('are each defined by one fetcher', () => {
    const clashes = findKeyClashes(definitions).map(
      ({ first, second }) => `${show(first)}\n  ${show(second)}`,
    );
    expect(clashes).toEqual([]);
  });
});

describe('the key clash check', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function clashesIn(files: Record<string, string>) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'query-keys-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    const program = ts.createProgram(
      Object.keys(files).map((name) => path.join(dir, name)),
      { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, types: [] },
    );
    const definitions = findKeyDefinitions(program, dir);
    return { definitions, clashes: findKeyClashes(definitions) };
  }

  it('reports two fetchers of one key that return different shapes', async () => {
    const { definitions, clashes } = await clashesIn({
      'a.ts': `export const a = (chainId: number) => ({
        queryKey: ['default-collection', { chainId }] as const,
        queryFn: () => '0x1',
      });`,
      'b.ts': `export const b = {
        queryKey: ['default-collection', { chainId: 31337 }] as const,
        queryFn: () => ({ tokenAddress: '0x1' }),
      };`,
    });
    expect(definitions).toHaveLength(2);
    expect(clashes.map((c) => [c.first.where, c.second.where])).toEqual([['a.ts:2', 'b.ts:2']]);
  });

  it('reports keys built by a factory, and a string that can equal a literal', async () => {
    const { clashes } = await clashesIn({
      'keys.ts': `export const keys = { item: (id: string) => ['item', id] as const };`,
      'a.ts': `import { keys } from './keys';
        export const a = { queryKey: keys.item('7'), queryFn: () => 1 };`,
      'b.ts': `export const b = (id: string) => ({ queryKey: ['item', id] as const, queryFn: () => 2 });`,
    });
    expect(clashes).toHaveLength(1);
  });

  it('keeps apart keys that differ by a literal, a length, or a required property', async () => {
    const { clashes, definitions } = await clashesIn({
      'a.ts': `const K = 'home';
        export const a = { queryKey: [K, 'count'] as const, queryFn: () => 1 };
        export const b = (n: number) => ({ queryKey: [K, 'page', n] as const, queryFn: () => 2 });
        export const c = (n: number) => ({ queryKey: [K, 'page', n, 'all'] as const, queryFn: () => 3 });
        export const d = (n: number) => ({ queryKey: [K, { page: n }] as const, queryFn: () => 4 });
        export const e = (n: number) => ({ queryKey: [K, { offset: n }] as const, queryFn: () => 5 });`,
    });
    expect(definitions).toHaveLength(5);
    expect(clashes).toEqual([]);
  });

  it('finds a filter whose key is typed in place, not one built from a name', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'query-keys-'));
    dirs.push(dir);
    await writeFile(
      path.join(dir, 'a.ts'),
      `const roots = { items: 'items' } as const;
      export const typed = { queryKey: ['items'] };
      export const named = { queryKey: [roots.items] };
      export const fetcher = { queryKey: ['items', 1] as const, queryFn: () => 1 };`,
    );
    const program = ts.createProgram([path.join(dir, 'a.ts')], { strict: true, noEmit: true, types: [] });
    expect(findHandTypedFilters(program, dir)).toEqual(["a.ts:2 queryKey: ['items']"]);
  });

  it('treats a key that is not a tuple as unreadable', async () => {
    const { definitions } = await clashesIn({
      'a.ts': `export const a = (k: string[]) => ({ queryKey: k, queryFn: () => 1 });`,
    });
    expect(definitions.map((d) => d.elements)).toEqual([null]);
  });
});
