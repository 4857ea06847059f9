import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// A second entry, `@rcs-send/redis/cluster-url`: the URL helpers alone, which a process that never
// connects to Redis can check a configuration with, without loading ioredis (see README).
export default defineConfig(packageBuild({ entry: { index: 'src/index.ts', 'cluster-url': 'src/client/clusterUrl.ts' } }));
