import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig(packageBuild({ entry: ['src/bin.ts'], format: ['esm'], dts: false }));
