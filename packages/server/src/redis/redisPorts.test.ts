import { describe, expect, it } from 'vitest';
import { _safeRedisUrl } from './redisPorts';

describe('_safeRedisUrl', () => {
  it('should hide the password of a Redis and of a Redis Cluster URL, and keep the rest', () => {
    expect(_safeRedisUrl('redis://user:hunter2@127.0.0.1:6379/2')).toBe('redis://user:***@127.0.0.1:6379/2');
    expect(_safeRedisUrl('rediss+cluster://user:hunter2@10.0.0.1:7001,10.0.0.2:7001')).toBe('rediss+cluster://user:***@10.0.0.1:7001,10.0.0.2:7001');
    expect(_safeRedisUrl('redis+cluster://:hunter2@h:1')).toBe('redis+cluster://:***@h:1');
    expect(_safeRedisUrl('redis+cluster://h:1,h:2')).toBe('redis+cluster://h:1,h:2');
  });
});
