import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// The library (index) and the rcs-send-server bin; declarations for the library only.
export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', bin: 'src/bin.ts' },
    dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  }),
);
