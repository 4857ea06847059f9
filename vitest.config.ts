import { defineConfig } from 'vitest/config';

const sourceConditions = ['@rcs-send/source', 'module', 'node', 'import', 'default'];

/** One vitest run for every package's unit tests and the cross-package tests in `test/`. */
export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@rcs-send/source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
