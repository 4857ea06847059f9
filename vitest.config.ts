import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources. Only that condition (and what Node
// honours itself) reaches Node: `import` or `module` there would make require() of dual
// CommonJS/ESM packages (Express's router) load their ESM files.
const sourceConditions = ['@rcs-send/source', 'node', 'development|production'];

/** One vitest run for every package's unit tests and the cross-package tests in `test/`. */
export default defineConfig({
  resolve: { conditions: [...sourceConditions, 'module', 'import', 'default'] },
  ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@rcs-send/source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'benchmarks/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    // Hooks start servers, Redis nodes and clusters, and stop them gracefully: on a loaded 2-core machine that takes as long as a test.
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
