import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRouteFiles, renderRouteTable } from '../../src/routes/route-files.ts';

const routesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/routes');

describe('the route table', () => {
  it('is what `npm run routes -w @guardians/server` writes from the folders of src/routes', () => {
    const written = readFileSync(path.join(routesDir, 'routes.gen.ts'), 'utf8');
    expect(written, 'routes.gen.ts is stale: run `npm run routes -w @guardians/server`').toBe(
      renderRouteTable(findRouteFiles(routesDir)),
    );
  });

  it('gives each route file its folder as URL prefix, under /api for routes/api', () => {
    const byFile = new Map(findRouteFiles(routesDir).map((f) => [f.file, f]));
    expect(byFile.get('api/nfts/reactions/index.ts')).toEqual({
      file: 'api/nfts/reactions/index.ts',
      prefix: '/nfts/reactions',
      scope: 'api',
    });
    expect(byFile.get('api/admin/quests/index.ts')?.prefix).toBe('/admin/quests');
    expect(byFile.get('api/collections/sale.ts')?.prefix).toBe('/collections');
    expect(byFile.get('downloadFile/index.ts')).toMatchObject({ prefix: '/downloadFile', scope: 'site' });
    expect(byFile.get('seo.ts')).toMatchObject({ prefix: '', scope: 'site' });
    // Helpers beside a route file export no plugin and are not registered.
    expect(byFile.has('api/quests/quest-context.ts')).toBe(false);
    expect(byFile.has('route-files.ts')).toBe(false);
  });
});
