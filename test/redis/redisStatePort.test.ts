// The fleet's state port on Redis, beyond the shared state-port laws (test/redis/portLaws):
// changes racing from several connections move a message forward once each; keys expire
// after ttlSeconds; odd changes and lifetimes are refused.
import { describe, expect, it } from 'vitest';
import type { MessageState, StateChange } from '@rcs-send/service';
import { createRedisStatePort, RedisUnavailableError, type RedisClient } from '@rcs-send/redis';
import { waitUntil } from '../support/waitUntil';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from './support/testRedis';

let connections: RedisClient[];
let redis: TestBackend;

describe.each(BACKENDS)('createRedisStatePort on %s', (backend) => {
  openBackend(backend, 2, (open, opened) => {
    connections = open;
    redis = opened;
  });

  it('should move a message forward once when the same changes race from two connections', async () => {
    const prefix = uniquePrefix('states');
    const [a, b] = connections.map((connection) => createRedisStatePort(connection, { prefix }));
    const changes: StateChange[] = ['SENT', 'DELIVERED', 'READ', 'FAILED'].map((state, second) => ({ id: 'm', state: state as MessageState, at: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString() }));
    const results = await Promise.all([...changes.map((next) => a!.advance(next)), ...changes.map((next) => b!.advance(next))]);
    const status = await a!.get('m');
    // Every write that happened is one step of the final history, and no step is there twice.
    expect(results.filter((result) => result !== undefined)).toHaveLength(status?.history.length ?? -1);
    expect(new Set(status?.history.map((step) => step.state)).size).toBe(status?.history.length);
  });

  it('should write the key with the lifetime given, renewed by each change', async () => {
    const prefix = uniquePrefix('states');
    const states = createRedisStatePort(connections[0]!, { prefix, ttlSeconds: 60 });
    const key = `${prefix}{o:org}state:m`; // on its organization's slot
    await states.advance({ id: 'm', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', organizationId: 'org' });
    await redis.client.pexpire(key, 30_000); // shorter than the lifetime, and long enough to outlast a slow machine until the change below
    const renewing = performance.now();
    await states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:01.000Z', attempts: 1 });
    const ttl = await redis.client.pttl(key);
    // The whole 60 s again, less at most the time since the change began (however long the machine took).
    expect(ttl).toBeGreaterThanOrEqual(60_000 - Math.ceil(performance.now() - renewing) - 1);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.client.pexpire(key, 1);
    await waitUntil('the state key to expire', 20_000, async () => (await redis.client.exists(key)) === 0);
    expect(await states.get('m')).toBeUndefined();
  });

  it('should refuse an unknown state or channel, attempts that are not a whole number, SMS details that are not ones, and a lifetime that is not positive', async () => {
    const states = createRedisStatePort(connections[0]!, { prefix: uniquePrefix('states') });
    await expect(states.advance({ id: 'm', state: 'LOST' as MessageState, at: '2026-01-01T00:00:00.000Z' })).rejects.toThrow('unknown message state "LOST"');
    for (const attempts of [-1, 1.5, 2 ** 31]) await expect(states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:00.000Z', attempts })).rejects.toThrow(TypeError);
    await expect(states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:00.000Z', channel: 'MMS' as 'SMS' })).rejects.toThrow('unknown channel "MMS"');
    const sms = { segments: 1, encoding: 'GSM7', smscMessageIds: ['a'] } as const;
    for (const wrong of [{ ...sms, segments: 0 }, { ...sms, segments: 256 }, { ...sms, encoding: 'UTF8' as 'GSM7' }, { ...sms, smscMessageIds: [7] as unknown as string[] }]) {
      await expect(states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:00.000Z', channel: 'SMS', sms: wrong })).rejects.toThrow(TypeError);
    }
    expect(await states.get('m')).toBeUndefined();
    expect(await states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:00.000Z', channel: 'SMS', sms: { ...sms, segments: 255 } })).toMatchObject({ channel: 'SMS', sms: { segments: 255 } });
    expect(() => createRedisStatePort(connections[0]!, { ttlSeconds: 0 })).toThrow(RangeError);
  });
});

describe('createRedisStatePort, Redis gone', () => {
  it('should fail with RedisUnavailableError', async () => {
    const { connectRedis } = await import('@rcs-send/redis');
    const closed = connectRedis('redis://127.0.0.1:1', { connectTimeoutMs: 100 });
    const states = createRedisStatePort(closed);
    await expect(states.get('m')).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:00.000Z' })).rejects.toBeInstanceOf(RedisUnavailableError);
    closed.disconnect();
  });
});
