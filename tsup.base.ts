import type { Options } from 'tsup';

/** The one build setup every package shares: ESM + CJS + .d.ts from `src/index.ts`. */
export function packageBuild(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    target: 'es2022',
    sourcemap: true,
    clean: true,
    treeshake: true,
    ...overrides,
  };
}
