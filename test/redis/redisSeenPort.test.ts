// The fleet's SeenPort on Redis: a key is first seen once across every connection (SET NX),
// forgotten after ttlMs, and stored hashed (no content in Redis's keys).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRedisSeenPort, type RedisClient } from '@rcs-send/redis';
import { waitUntil } from '../support/waitUntil';
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

  it('should remember a key for ttlMs, forget it after, and keep only its digest', async () => {
    const key = `+351912345678 ${'x'.repeat(10_000)}`;
    const storedUnder = (prefix: string): string => `${prefix}seen:${createHash('sha256').update(key).digest('hex')}`;

    // Remembered for a minute: however slow the machine, still there when offered again.
    const minute = uniquePrefix('seen');
    const remembering = createRedisSeenPort(connections[0]!, { prefix: minute, ttlMs: 60_000 });
    expect(await remembering.firstSeen(key)).toBe(true);
    expect(await redis.client.get(storedUnder(minute))).toBe('1');
    const ttl = await redis.client.pttl(storedUnder(minute));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await remembering.firstSeen(key)).toBe(false);

    // Remembered for 200 ms: new again once Redis has let its key expire.
    const brief = uniquePrefix('seen');
    const forgetting = createRedisSeenPort(connections[0]!, { prefix: brief, ttlMs: 200 });
    expect(await forgetting.firstSeen(key)).toBe(true);
    expect(await redis.client.pttl(storedUnder(brief))).toBeLessThanOrEqual(200);
    await waitUntil('the seen key stored for 200 ms to expire', 20_000, async () => (await redis.client.exists(storedUnder(brief))) === 0);
    expect(await forgetting.firstSeen(key)).toBe(true);
  });

  it('should refuse a lifetime that is not a positive integer', () => {
    for (const ttlMs of [0, -1, 1.5]) expect(() => createRedisSeenPort(connections[0]!, { ttlMs })).toThrow(RangeError);
  });
});
