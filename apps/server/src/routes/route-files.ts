import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One plugin file of src/routes and the URL prefix its folder stands for. */
export interface RouteFile {
  /** Path from src/routes, with '/' separators: 'api/nfts/reactions/index.ts'. */
  file: string;
  /** The folder's URL below its scope: '/nfts/reactions' (scope 'api', served under /api), '' at the top. */
  prefix: string;
  /** 'api' files are served under /api, behind the API's rate limit; 'site' files at the site's root. */
  scope: 'api' | 'site';
}

const pluginFile = /\.ts$/;
const notPlugin = /\.(test|gen|d)\.ts$/;

/**
 * Every route plugin under `routesDir`: a .ts file that default-exports a plugin. Its folder is its URL
 * prefix (routes/api/admin/quests/ serves /api/admin/quests/*); other files in a folder are its helpers.
 * Sorted, so the generated table does not change with the file system's order.
 */
export function findRouteFiles(routesDir: string): RouteFile[] {
  const found: RouteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(routesDir, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (pluginFile.test(entry.name) && !notPlugin.test(entry.name)) {
        const source = readFileSync(path.join(routesDir, rel), 'utf8');
        if (!/^export default /m.test(source)) continue;
        const segments = dir ? dir.split('/') : [];
        const scope = segments[0] === 'api' ? 'api' : 'site';
        const urlSegments = scope === 'api' ? segments.slice(1) : segments;
        found.push({ file: rel, prefix: urlSegments.map((s) => `/${s}`).join(''), scope });
      }
    }
  };
  walk('');
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

function importName(file: string): string {
  const words = file.replace(/(\/index)?\.ts$/, '').split(/[^a-zA-Z0-9]+/);
  return `${words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('')}Routes`;
}

/** The text of routes.gen.ts: one import per route file and the two lists app.ts registers. */
export function renderRouteTable(files: RouteFile[]): string {
  const line = (f: RouteFile) => `  { prefix: '${f.prefix}', plugin: ${importName(f.file)} },`;
  return [
    '// Generated from the folders of src/routes by `npm run routes -w @guardians/server`: do not edit.',
    '// A folder is its URL prefix; the test in test/architecture/route-table.test.ts says when this is stale.',
    "import type { FastifyPluginAsync } from 'fastify';",
    ...files.map((f) => `import ${importName(f.file)} from './${f.file}';`),
    '',
    'export interface RouteTableRow {',
    '  prefix: string;',
    '  // biome-ignore lint/suspicious/noExplicitAny: each plugin has its own options type',
    '  plugin: FastifyPluginAsync<any>;',
    '}',
    '',
    '/** Served under /api, behind the API rate limit. */',
    'export const apiRoutes: RouteTableRow[] = [',
    ...files.filter((f) => f.scope === 'api').map(line),
    '];',
    '',
    "/** Served from the site's root. */",
    'export const siteRoutes: RouteTableRow[] = [',
    ...files.filter((f) => f.scope === 'site').map(line),
    '];',
    '',
  ].join('\n');
}
