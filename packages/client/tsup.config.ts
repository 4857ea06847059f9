import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// The API's types come from the packages that define them (type-only imports), inlined into the
// declarations: a consumer installs no server package and bundles none of its code. `paths` makes
// every import of a package one module, whichever package imports it.
const compilerOptions = {
  ignoreDeprecations: '6.0',
  paths: { '@rcs-send/core': ['../core/src/index.ts'], '@rcs-send/service': ['../service/src/index.ts'], '@rcs-send/delivery': ['../delivery/src/index.ts'] },
};
export default defineConfig(packageBuild({ dts: { compilerOptions, resolve: ['@rcs-send/core', '@rcs-send/service', '@rcs-send/delivery'] } }));
