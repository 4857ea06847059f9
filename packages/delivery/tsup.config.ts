import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// The library: index, with its declarations.
export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts' },
    dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  }),
);
