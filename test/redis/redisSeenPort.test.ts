// The fleet's SeenPort on Redis: a key is first seen once across every connection (SET NX),
// forgotten after ttlMs, and stored hashed (no content in Redis's keys).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRedisSeenPort, type RedisClient } from '@rcs-send/redis';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from './support/testRedis';

let connections: RedisClient[];
let redis: TestBackend;

describe.each(BACKENDS)('createRedisSeenPort on %s', (backend) => {
  openBackend(backend, 2, (open, opened) => {
    connections = open;
    redis = opened;
  });

  it('should say true once for a key offered at once by two connections, and keep keys apart', async () => {
    const prefix = uniquePrefix('seen');
    const [a, b] = connections.map((connection) => createRedisSeenPort(connection, { prefix }));
    const answers = await Promise.all([a!.firstSeen('event-1'), b!.firstSeen('event-1'), a!.firstSeen('event-1'), b!.firstSeen('event-1')]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await b!.firstSeen('event-2')).toBe(true);
    expect(await a!.firstSeen('event-2')).toBe(false);
  });

  it('should forget a key after ttlMs, and keep only its digest', async () => {
    const prefix = uniquePrefix('seen');
    const seen = createRedisSeenPort(connections[0]!, { prefix, ttlMs: 200 });
    const key = `+351912345678 ${'x'.repeat(10_000)}`;
    expect(await seen.firstSeen(key)).toBe(true);
    const stored = `${prefix}seen:${createHash('sha256').update(key).digest('hex')}`;
    expect(await redis.client.get(stored)).toBe('1');
    const ttl = await redis.client.pttl(stored);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(200);
    expect(await seen.firstSeen(key)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await seen.firstSeen(key)).toBe(true);
  });

  it('should refuse a lifetime that is not a positive integer', () => {
    for (const ttlMs of [0, -1, 1.5]) expect(() => createRedisSeenPort(connections[0]!, { ttlMs })).toThrow(RangeError);
  });
});
