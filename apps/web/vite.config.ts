import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside each built asset, so the server can send them compressed without
 * spending CPU per request (@fastify/static `preCompressed: true`). Uncompressed, the first load is
 * about three times the bytes and Lighthouse mobile performance falls from ~0.95 to ~0.77.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'guardians:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const dir = path.join(outDir, 'assets');
      const files = await readdir(dir).catch(() => []);
      for (const name of files.filter((file) => /\.(js|css|svg|json)$/.test(file))) {
        const source = await readFile(path.join(dir, name));
        if (source.length < 1024) continue;
        await writeFile(
          path.join(dir, `${name}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(path.join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Adds <link rel="modulepreload"> for the given lazily loaded route modules, so the landing page's
 * chunk downloads with the entry instead of after it has run (one round trip less before LCP).
 */
function preloadRouteChunks(sources: string[]): Plugin {
  let base = '/';
  return {
    name: 'guardians:preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output) =>
            output.type === 'chunk' && sources.some((source) => output.facadeModuleId?.endsWith(source)),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${chunk.fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * @guardians/shared only declares zod schemas and constants, but its package.json cannot say so
 * (no `sideEffects: false`), so every schema of the barrel was built in the entry chunk at startup
 * (~0.2 s of script on a slow phone before the first render). Marking its modules side-effect free
 * and zod's builders pure lets the bundler drop what the first page does not import: unused schemas
 * move into the lazy route chunks that need them.
 */
function sharedWithoutSideEffects(): Plugin {
  return {
    name: 'guardians:shared-without-side-effects',
    transform(_code, id) {
      if (/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) return { moduleSideEffects: false };
      return null;
    },
  };
}

// The API server serves dist/ in production and mounts this config in Vite middleware mode in
// development, so there is deliberately no dev proxy here: /api is always same-origin.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadRouteChunks(['src/app/routes/home-route.tsx']),
    precompressAssets(),
    sharedWithoutSideEffects(),
  ],
  // zod through lib/zod.ts, which makes it jitless before any schema is built (why: lib/zod.ts).
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    // bench/ reads dist/.vite/manifest.json to measure first-load JS per route.
    manifest: true,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
