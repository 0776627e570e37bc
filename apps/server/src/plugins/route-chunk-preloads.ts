import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Page path -> the lazily loaded route module that renders it (apps/web/src/app/router.tsx). Only
 * a hint: a path missing here loads its chunk after the entry has run, as before.
 */
const routeModules: [RegExp, string][] = [
  [/^\/collections\/?$/, 'src/app/routes/collections-route.tsx'],
  [/^\/collection\/[^/]+\/?$/, 'src/app/routes/collection-route.tsx'],
  [/^\/(collection\/[^/]+|explore)\/[^/]+\/?$/, 'src/app/routes/item-route.tsx'],
  [/^\/explore\/?$/, 'src/app/routes/explore-route.tsx'],
  [/^\/forge(\/[^/]*)?\/?$/, 'src/app/routes/forge-route.tsx'],
  [/^\/gallery\/?$/, 'src/app/routes/gallery-route.tsx'],
  [/^\/quests\/?$/, 'src/app/routes/quests-route.tsx'],
  [/^\/nftarena\/?$/, 'src/app/routes/nftarena-route.tsx'],
];

/**
 * `<link rel="modulepreload">` for the route chunk of a page and the chunks it imports, read from
 * Vite's manifest: they download with the entry instead of after it has run, one round trip less
 * before the page can render (decision 0022).
 */
export function createRouteChunkPreloads(distDir: string): (pathname: string) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const inEntry = new Set(manifest['index.html']?.imports ?? []);
  inEntry.add('index.html');

  function files(key: string, seen: Set<string>): string[] {
    if (seen.has(key) || inEntry.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return [];
    return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => files(next, seen))];
  }

  const cache = new Map<string, string>();
  return (pathname) => {
    const module = routeModules.find(([pattern]) => pattern.test(pathname))?.[1];
    if (!module) return '';
    let tags = cache.get(module);
    if (tags === undefined) {
      tags = files(module, new Set())
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('\n    ');
      cache.set(module, tags);
    }
    return tags;
  };
}
