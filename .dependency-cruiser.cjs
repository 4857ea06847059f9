// The layers of the workspace, checked by `pnpm lint` (dependency-cruiser): the core imports no
// workspace package and no Node module; every package reaches another only through its public
// entry; adapters sit on the service; nothing outside test/ imports test/; no cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-standalone',
      comment: 'The core has no I/O and no framework: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { path: '^packages/(?!core/)' },
    },
    {
      name: 'runtime-neutral-has-no-node-import',
      comment: 'The core and the service run unchanged in browsers, Deno, Bun and workers: no node: module.',
      severity: 'error',
      from: { path: '^packages/(core|service|arbitraries|rbm|client)/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'public-entry-only',
      comment: 'A package reaches another only through its public entries (src/index.ts, and the subpaths its package.json exports: @rcs-send/redis/cluster-url), as an outside user would.',
      severity: 'error',
      from: { path: '^(packages|benchmarks|examples)/([^/]+)/' },
      to: { path: '^packages/[^/]+/src/', pathNot: ['^packages/$2/', '^packages/[^/]+/src/index\\.ts$', '^packages/redis/src/client/clusterUrl\\.ts$'] },
    },
    {
      name: 'client-ships-no-server-code',
      comment: 'The client takes only types from the packages that define the API (inlined into its declarations): no runtime import of another workspace package.',
      severity: 'error',
      from: { path: '^packages/client/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/(?!client/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'adapters-sit-on-the-service',
      comment: 'An HTTP adapter depends on the service and the core only.',
      severity: 'error',
      from: { path: '^packages/(express|koa)/src/' },
      to: { path: '^packages/(?!express/|koa/|service/|core/)' },
    },
    {
      name: 'emulator-stands-for-the-platform',
      comment: 'The RBM emulator plays the platform: it knows RBM (@rcs-send/rbm), never the worker or the server that talk to it.',
      severity: 'error',
      from: { path: '^packages/rbm-emulator/src/' },
      to: { path: '^packages/(?!rbm-emulator/|rbm/|core/)' },
    },
    {
      name: 'sms-stands-alone',
      comment: 'The SMS package plays no part of the service: it knows the core (the message it derives a text from), never the store, the worker or the server that will use it (its tests may use the arbitraries).',
      severity: 'error',
      from: { path: '^packages/sms/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/(?!sms/|core/)' },
    },
    {
      name: 'delivery-sits-below-the-server',
      comment: 'Delivery reads queues the service, Redis and the SQLite store fill; the server starts it, and the store implements its ports: never the other way round.',
      severity: 'error',
      from: { path: '^packages/delivery/src/' },
      to: { path: '^packages/(server|sqlite|rbm-emulator|express|koa|playground)/' },
    },
    {
      name: 'nothing-imports-tests',
      comment: 'Test helpers are not part of any package or benchmark.',
      severity: 'error',
      from: { pathNot: '^test/' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|temp|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@rcs-send/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
  },
};
