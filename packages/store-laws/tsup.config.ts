import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// ES modules only: the laws import vitest, which refuses to be loaded with require().
export default defineConfig(packageBuild({ format: ['esm'] }));
