// Rewrites src/routes/routes.gen.ts from the folders of src/routes (run after adding or moving a route file).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRouteFiles, renderRouteTable } from '../src/routes/route-files.ts';

const routesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/routes');
const files = findRouteFiles(routesDir);
writeFileSync(path.join(routesDir, 'routes.gen.ts'), renderRouteTable(files));
process.stdout.write(`routes.gen.ts: ${files.length} route files\n`);
