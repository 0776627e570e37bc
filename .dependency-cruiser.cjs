// The layer rules of docs/architecture.md, checked by `npm run lint` (dependency-cruiser). A rule
// break fails lint with the rule's name and the import that broke it; the comment says why it exists.
// apps/server/test/architecture/dependency-rules.test.ts shows each rule failing on a small tree of its own.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment:
        'A web feature never imports another: what two features need moves down into lib/api, lib or components/ui. ' +
        'Tests may build other features’ keys to prove they agree (features/live).',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature',
      severity: 'error',
      comment:
        'lib, lib/api and components/ui sit under the features: they never import a feature or a page.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-imports-page',
      severity: 'error',
      comment: 'Pages (app/) compose features, not the other way round.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'package-imports-app',
      severity: 'error',
      comment: 'packages/shared and packages/contracts serve both apps and know neither.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-service-imports-route',
      severity: 'error',
      comment: 'Services hold the domain; routes call them, never the reverse.',
      from: { path: '^apps/server/src/services/' },
      to: { path: '^apps/server/src/routes/' },
    },
    {
      name: 'server-service-imports-fastify',
      severity: 'error',
      comment:
        'Services hold the domain and know nothing of HTTP: no request, reply or plugin types. What reads a request ' +
        "(a form, the site's origin) lives beside its route or in infra/http; a logger is typed through lib/logger.ts.",
      from: { path: '^apps/server/src/services/' },
      to: { path: '(^|/)node_modules/(fastify|fastify-[^/]+|@fastify/[^/]+)/' },
    },
    {
      name: 'server-service-imports-demo',
      severity: 'error',
      comment:
        'The demo (seed, generated art, demo routes) sits beside the product: production services never need it.',
      from: { path: '^apps/server/src/services/' },
      to: { path: '^apps/server/src/demo/' },
    },
    {
      name: 'server-infra-imports-service',
      severity: 'error',
      comment:
        'infra/ knows HTTP, sockets, processes and stores, not the domain: services use it, never the reverse.',
      from: { path: '^apps/server/src/infra/' },
      to: { path: '^apps/server/src/(services|routes|demo)/' },
    },
    {
      name: 'server-lib-imports-app',
      severity: 'error',
      comment:
        'lib/ holds generic helpers (an LRU cache, SQL error mapping): they import nothing of the application.',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/(?!lib/)' },
    },
    {
      name: 'folder-cycle',
      severity: 'error',
      comment:
        'No two folders import each other, directly or round a loop: a cycle means one concept lives in two places. ' +
        'Move what both need down into the folder both may import.',
      scope: 'folder',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'server-config-imports-service',
      severity: 'error',
      comment: 'Configuration is read before anything else exists: it depends on no service.',
      from: { path: '^apps/server/src/config(\\.ts$|/)' },
      to: { path: '^apps/server/src/services/' },
    },
    {
      name: 'server-indexer-imports-launcher',
      severity: 'error',
      comment:
        'The launcher starts the indexer (in the API process, or as its own); the indexer never imports the launcher, ' +
        'so the two never form a cycle. What both need (process logs, checks of external services) is in infra/.',
      from: { path: '^apps/server/src/indexer/' },
      to: { path: '^apps/server/src/launcher/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data)/|\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
