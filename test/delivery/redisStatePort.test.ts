// The fleet's state port on Redis applies exactly the rule of the in-memory one: for any
// sequence of changes (duplicates, out of order, several messages), both return the same
// values and end in the same statuses; changes racing from several connections move a message
// forward once each; keys expire after ttlSeconds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStatePort, createRedisStatePort, type MessageState, type StateChange } from '@rcs-send/delivery';
import { RedisUnavailableError, type RedisClient } from '@rcs-send/redis';
import { MESSAGE_STATES } from '@rcs-send/service';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from '../redis/support/testRedis';

const STATES: readonly MessageState[] = MESSAGE_STATES;
const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arbitrary, { nil: undefined });
const change: fc.Arbitrary<StateChange> = fc
  .record({
    id: fc.constantFrom('m1', 'm2', 'ünï{c}ode'),
    state: fc.constantFrom(...STATES),
    at: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
    reason: optional(fc.string({ maxLength: 30, unit: 'binary' })),
    attempts: optional(fc.integer({ min: 0, max: 2 ** 31 - 1 })),
    organizationId: optional(fc.constantFrom('org-a', 'org-b')),
    platformAt: optional(fc.date({ min: new Date('1970-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((date) => date.toISOString())),
  })
  .map(({ reason, attempts, organizationId, platformAt, ...rest }) => ({
    ...rest,
    ...(reason === undefined ? {} : { reason }),
    ...(attempts === undefined ? {} : { attempts }),
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(platformAt === undefined ? {} : { platformAt }),
  }));
// Duplicates on purpose: the same change again, anywhere in the sequence.
const sequence = fc.array(change, { minLength: 1, maxLength: 12 }).chain((changes) => fc.shuffledSubarray([...changes, ...changes], { minLength: changes.length }));

let connections: RedisClient[];
let redis: TestBackend;

describe.each(BACKENDS)('createRedisStatePort on %s', (backend) => {
  openBackend(backend, 2, (open, opened) => {
    connections = open;
    redis = opened;
  });

  it('should return what the in-memory port returns and end in the same statuses, for any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (changes) => {
        const memory = createMemoryStatePort();
        const stored = createRedisStatePort(connections[0]!, { prefix: uniquePrefix('states') });
        for (const next of changes) expect(await stored.advance(next)).toStrictEqual(await memory.advance(next));
        for (const id of ['m1', 'm2', 'ünï{c}ode', 'never']) expect(await stored.get(id)).toStrictEqual(await memory.get(id));
      }),
      { numRuns: 60 },
    );
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
    await states.advance({ id: 'm', state: 'ACCEPTED', at: '2026-01-01T00:00:00.000Z', organizationId: 'org' });
    await redis.client.pexpire(`${prefix}state:m`, 1000);
    await states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:01.000Z', attempts: 1 });
    const ttl = await redis.client.pttl(`${prefix}state:m`);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.client.pexpire(`${prefix}state:m`, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await states.get('m')).toBeUndefined();
  });

  it('should refuse an unknown state, attempts that are not a whole number, and a lifetime that is not positive', async () => {
    const states = createRedisStatePort(connections[0]!, { prefix: uniquePrefix('states') });
    await expect(states.advance({ id: 'm', state: 'LOST' as MessageState, at: '2026-01-01T00:00:00.000Z' })).rejects.toThrow('unknown message state "LOST"');
    for (const attempts of [-1, 1.5, 2 ** 31]) await expect(states.advance({ id: 'm', state: 'SENT', at: '2026-01-01T00:00:00.000Z', attempts })).rejects.toThrow(TypeError);
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
