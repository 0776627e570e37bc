import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const depcruise = path.join(repoRoot, 'node_modules/.bin/depcruise');
const config = path.join(repoRoot, '.dependency-cruiser.cjs');

/** A small tree laid out like the repository, each file importing what its name says. */
const tree: Record<string, string> = {
  'tsconfig.base.json': '{ "compilerOptions": { "allowImportingTsExtensions": true, "noEmit": true } }',
  'apps/web/src/features/catalogue/grid.ts':
    "import { like } from '../item/like.ts';\nexport const grid = like;\n",
  'apps/web/src/features/item/like.ts': 'export const like = 1;\n',
  'apps/web/src/features/item/page-link.ts':
    "import { page } from '../../app/page.ts';\nexport const link = page;\n",
  'apps/web/src/features/live/keys.test.ts':
    "import { like } from '../item/like.ts';\nexport const t = like;\n",
  'apps/web/src/lib/api/reader.ts':
    "import { like } from '../../features/item/like.ts';\nexport const r = like;\n",
  'apps/web/src/app/page.ts': "import { like } from '../features/item/like.ts';\nexport const page = like;\n",
  'apps/server/src/routes/api/items/index.ts':
    "import { s } from '../../../services/items/items.ts';\nexport const r = s;\n",
  'apps/server/src/services/items/items.ts':
    "import { r } from '../../routes/api/items/index.ts';\nexport const s = 1;\nexport const back = r;\n",
  'apps/server/src/config.ts': "import { s } from './services/items/items.ts';\nexport const c = s;\n",
  'apps/server/src/launcher/main.ts': "import { i } from '../indexer/indexer.ts';\nexport const m = i;\n",
  'apps/server/src/indexer/indexer.ts': "import { l } from '../launcher/log.ts';\nexport const i = l;\n",
  'apps/server/src/launcher/log.ts': 'export const l = 1;\n',
  'apps/server/src/services/items/item-log.ts':
    "import type { FastifyBaseLogger } from 'fastify';\nexport type L = FastifyBaseLogger;\n",
  'apps/server/src/services/items/seeded.ts':
    "import { d } from '../../demo/seed.ts';\nexport const x = d;\n",
  'apps/server/src/demo/seed.ts': 'export const d = 1;\n',
  'apps/server/src/infra/cache.ts': "import { s } from '../services/items/items.ts';\nexport const c = s;\n",
  'apps/server/src/lib/helper.ts': "import { c } from '../config.ts';\nexport const h = c;\n",
  'apps/server/src/services/quests/quests.ts':
    "import { p } from '../points/points.ts';\nexport const q = p;\n",
  'apps/server/src/services/points/points.ts':
    "import { q } from '../quests/quests.ts';\nexport const p = q;\n",
  'node_modules/fastify/package.json': '{ "name": "fastify", "main": "fastify.js" }',
  'node_modules/fastify/fastify.js': 'module.exports = {};\n',
  'packages/shared/src/schema.ts':
    "import { page } from '../../../apps/web/src/app/page.ts';\nexport const p = page;\n",
};

describe('the layer rules of npm run lint (.dependency-cruiser.cjs)', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('name every import that breaks a rule, and fail', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'layers-'));
    dirs.push(dir);
    for (const [file, text] of Object.entries(tree)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    // As lint runs it: the text reporter, whose exit code fails the command.
    const failed = await run(depcruise, ['apps', 'packages', '--config', config], { cwd: dir }).then(
      () => null,
      (error: { code?: number; stdout?: string }) => error,
    );
    expect(failed?.code).toBeGreaterThan(0);
    const found = (failed?.stdout ?? '')
      .split('\n')
      .map((line) => /^\s*error ([\w-]+): (\S+) →\s*(\S*)$/.exec(line))
      // A folder cycle is named by its first folder (the loop follows on the next lines).
      .flatMap((match) => (match ? [`${match[1]}: ${match[2]}${match[3] ? ` -> ${match[3]}` : ''}`] : []))
      .sort();
    expect(found).toEqual(
      [
        // Each folder on a loop: quests <-> points, and the loops the other breaks close
        // (services <-> routes, launcher <-> indexer, a page <-> the feature that imports it).
        'folder-cycle: apps/server/src/indexer',
        'folder-cycle: apps/server/src/launcher',
        'folder-cycle: apps/server/src/routes/api/items',
        'folder-cycle: apps/server/src/services/items',
        'folder-cycle: apps/server/src/services/points',
        'folder-cycle: apps/server/src/services/quests',
        'folder-cycle: apps/web/src/app',
        'folder-cycle: apps/web/src/features/item',
        'package-imports-app: packages/shared/src/schema.ts -> apps/web/src/app/page.ts',
        'server-infra-imports-service: apps/server/src/infra/cache.ts -> apps/server/src/services/items/items.ts',
        'server-lib-imports-app: apps/server/src/lib/helper.ts -> apps/server/src/config.ts',
        'server-service-imports-demo: apps/server/src/services/items/seeded.ts -> apps/server/src/demo/seed.ts',
        'server-service-imports-fastify: apps/server/src/services/items/item-log.ts -> node_modules/fastify/fastify.js',
        'server-config-imports-service: apps/server/src/config.ts -> apps/server/src/services/items/items.ts',
        'server-indexer-imports-launcher: apps/server/src/indexer/indexer.ts -> apps/server/src/launcher/log.ts',
        'server-service-imports-route: apps/server/src/services/items/items.ts -> apps/server/src/routes/api/items/index.ts',
        'web-feature-imports-feature: apps/web/src/features/catalogue/grid.ts -> apps/web/src/features/item/like.ts',
        'web-feature-imports-page: apps/web/src/features/item/page-link.ts -> apps/web/src/app/page.ts',
        'web-shared-imports-feature: apps/web/src/lib/api/reader.ts -> apps/web/src/features/item/like.ts',
      ].sort(),
    );
  }, 60_000);
});
