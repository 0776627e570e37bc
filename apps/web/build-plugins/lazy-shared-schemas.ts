import type { Plugin } from 'vite';

/** The ESTree fields this transform reads (rolldown's parser gives `start`/`end` offsets). */
type Node = {
  type: string;
  start: number;
  end: number;
  name?: string;
  kind?: string;
  callee?: Node;
  object?: Node;
  expression?: Node;
  declaration?: Node | null;
  declarations?: { id: Node; init: Node | null }[];
};

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/][^\\/]+\.ts$/;

/** The identifier a call or member chain starts from: `z` in `z.object({}).strict()`. */
function chainRoot(node: Node): Node {
  let current = node;
  for (;;) {
    if (current.type === 'CallExpression' && current.callee) current = current.callee;
    else if (current.type === 'MemberExpression' && current.object) current = current.object;
    else if (current.type === 'ParenthesizedExpression' && current.expression) current = current.expression;
    else return current;
  }
}

/**
 * Where to wrap: each module-level `const` built by a call chain on `z`, on a schema declared
 * above it in the module, or on an imported `…Schema`. Anything else (a property read such as
 * `Schema.options`, a plain alias, a constant) stays as written, so it keeps its own type.
 */
export function schemaDeclarations(program: { body: Node[] }): { start: number; end: number }[] {
  const schemas = new Set<string>();
  const found: { start: number; end: number }[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { id, init } of declaration.declarations ?? []) {
      if (id.type !== 'Identifier' || !id.name || init?.type !== 'CallExpression') continue;
      const root = chainRoot(init);
      if (root.type !== 'Identifier' || !root.name) continue;
      if (root.name === 'z' || schemas.has(root.name) || root.name.endsWith('Schema')) {
        schemas.add(id.name);
        found.push({ start: init.start, end: init.end });
      }
    }
  }
  return found;
}

/**
 * `code` with each range wrapped in `lazySchema(() => (…))`. Not marked pure: the unused wrappers
 * cost a closure each, while letting the bundler drop them regrouped the first load into 14 chunks
 * instead of 5 (more requests before the first render, slower on Lighthouse's phone).
 */
export function wrapDeclarations(code: string, ranges: { start: number; end: number }[]): string {
  let out = code;
  for (const { start, end } of [...ranges].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, start)}__lazySchema(() => (${out.slice(start, end)}))${out.slice(end)}`;
  }
  // From `zod`, which the web build resolves to lib/zod.ts: every shared module imports zod already, so
  // the module graph, and with it the chunks, stay as they were.
  return `import { lazySchema as __lazySchema } from 'zod';\n${out}`;
}

/**
 * Builds @guardians/shared's schemas on first use in the web app (decision 0061): a page builds what
 * it parses with (150–310 schemas) instead of every schema its modules declare (600–880). Runs after
 * the TypeScript transform, on JavaScript.
 */
export function lazySharedSchemas(): Plugin {
  return {
    name: 'guardians:lazy-shared-schemas',
    enforce: 'post',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id) || id.endsWith('.test.ts')) return null;
      const ranges = schemaDeclarations(this.parse(code) as unknown as { body: Node[] });
      return ranges.length === 0 ? null : { code: wrapDeclarations(code, ranges), map: null };
    },
  };
}
