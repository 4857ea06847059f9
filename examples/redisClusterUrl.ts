// A Redis Cluster URL checked before any connection, with @rcs-send/redis's URL helpers alone:
// `@rcs-send/redis/cluster-url` does not load ioredis (which slows V8's string methods in the
// whole process from the moment it is loaded; see the package's README).
// Run: pnpm --filter @rcs-send/examples run redis-cluster-url
// #region main
import { isRedisClusterUrl, parseRedisClusterUrl } from '@rcs-send/redis/cluster-url';

const url = 'redis+cluster://10.0.0.1:7001,10.0.0.2:7001';
if (isRedisClusterUrl(url)) {
  const { nodes } = parseRedisClusterUrl(url);
  console.log(`${nodes.length} seed nodes: ${nodes.map(({ host, port }) => `${host}:${port}`).join(', ')}`);
}
// #endregion
