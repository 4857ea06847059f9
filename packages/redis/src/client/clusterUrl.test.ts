import { describe, expect, it } from 'vitest';
import { isRedisClusterUrl, parseRedisClusterUrl } from './clusterUrl';

describe('parseRedisClusterUrl', () => {
  it('should read every seed node, the credentials and TLS', () => {
    expect(parseRedisClusterUrl('redis+cluster://127.0.0.1:7001,127.0.0.1:7002,redis-3.internal')).toEqual({
      nodes: [{ host: '127.0.0.1', port: 7001 }, { host: '127.0.0.1', port: 7002 }, { host: 'redis-3.internal', port: 6379 }],
      tls: false,
    });
    expect(parseRedisClusterUrl('rediss+cluster://fleet:s%40cret@[::1]:7001/')).toEqual({ nodes: [{ host: '::1', port: 7001 }], username: 'fleet', password: 's@cret', tls: true });
    expect(parseRedisClusterUrl('redis+cluster://:only-password@h:1')).toEqual({ nodes: [{ host: 'h', port: 1 }], password: 'only-password', tls: false });
  });

  it.each([
    ['no node', 'redis+cluster://'],
    ['an empty node', 'redis+cluster://127.0.0.1:7001,,127.0.0.1:7002'],
    ['a port past 65535', 'redis+cluster://127.0.0.1:65536'],
    ['port 0', 'redis+cluster://127.0.0.1:0'],
    ['a database number', 'redis+cluster://127.0.0.1:7001/2'],
    ['a query', 'redis+cluster://127.0.0.1:7001?db=2'],
    ['a plain Redis URL', 'redis://127.0.0.1:6379'],
  ])('should refuse %s, without repeating the URL', (_, url) => {
    expect(() => parseRedisClusterUrl(url)).toThrow(TypeError);
    expect(() => parseRedisClusterUrl(`${url.replace('://', '://user:hunter2@')}`)).toThrow(/^(?!.*hunter2)/);
  });

  it('should tell cluster URLs from plain ones by their scheme', () => {
    expect(isRedisClusterUrl('redis+cluster://h:1')).toBe(true);
    expect(isRedisClusterUrl('REDISS+CLUSTER://h:1')).toBe(true);
    expect(isRedisClusterUrl('redis://h:1')).toBe(false);
  });
});
