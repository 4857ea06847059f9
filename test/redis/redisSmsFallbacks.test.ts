// The fleet's SMS fallback port on Redis, beyond the shared laws (@rcs-send/store-laws): a crash
// between the charge (the organization's slot) and the record (the message's) never charges
// twice; instances on different connections record, claim and credit once; every key expires.
import { describe, expect, it } from 'vitest';
import { createRedisBalancePort, createRedisSmsFallbackPort, createRedisTenantStore, type RedisClient } from '@rcs-send/redis';
import { fallbackOf } from '@rcs-send/store-laws';
import { BACKENDS, openBackend, uniquePrefix, type TestBackend } from './support/testRedis';

const ORG = fallbackOf('m').organizationId;
let connections: RedisClient[];
let redis: TestBackend;

describe.each(BACKENDS)('createRedisSmsFallbackPort on %s', (backend) => {
  openBackend(backend, 2, (open, opened) => {
    connections = open;
    redis = opened;
  });

  it('should not charge again when the record was lost after its charge (a crash between them), and record it then', async () => {
    const prefix = uniquePrefix('sms');
    const balance = createRedisBalancePort(connections[0]!, { prefix });
    await balance.setBalance(ORG, 10);
    const fallbacks = createRedisSmsFallbackPort(connections[0]!, { prefix });
    await fallbacks.begin(fallbackOf('m', 4));
    await redis.client.del(`${prefix}sms:m`); // what a crash right after the charge leaves
    expect(await fallbacks.begin(fallbackOf('m', 4))).toMatchObject({ created: true, record: { stage: 'PENDING' } });
    expect(await balance.balanceOf(ORG)).toBe(10 + 1 - 4);
    const today = new Date().toISOString().slice(0, 10);
    expect(await createRedisTenantStore(connections[0]!, balance, { prefix }).usage(ORG, today, today)).toMatchObject([{ accepted: 0, smsFallbacks: 1, smsSegments: 4 }]);
  });

  it("should credit a fallback failed before its claim once, in the organization's ledger, however many instances fail it", async () => {
    const prefix = uniquePrefix('sms');
    const balance = createRedisBalancePort(connections[0]!, { prefix });
    await balance.setBalance(ORG, 10);
    const [a, b] = connections.map((connection) => createRedisSmsFallbackPort(connection, { prefix }));
    await a!.begin(fallbackOf('m', 3));
    const failed = await Promise.all([a, b, a, b].map((port) => port!.fail('m', 'SMS fallback: not sent, the message is CANCELLED')));
    expect(failed.filter((record) => record !== undefined)).toHaveLength(1);
    expect(await balance.balanceOf(ORG)).toBe(10);
    expect(await createRedisTenantStore(connections[1]!, balance, { prefix }).ledgerTail(ORG, 2)).toMatchObject([{ units: 2, reason: 'SMS fallback of m not sent' }]);
  });

  it('should record once and let one claim through when instances on two connections race', async () => {
    const prefix = uniquePrefix('sms');
    await createRedisBalancePort(connections[0]!, { prefix }).setBalance(ORG, 10);
    const [a, b] = connections.map((connection) => createRedisSmsFallbackPort(connection, { prefix }));
    const begun = await Promise.all([a, b, a, b].map((port) => port!.begin(fallbackOf('m', 2))));
    expect(begun.filter((answer) => 'created' in answer && answer.created)).toHaveLength(1);
    const claims = await Promise.all([a, b, a, b].map((port) => port!.claimSubmit('m')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await createRedisBalancePort(connections[1]!, { prefix }).balanceOf(ORG)).toBe(9);
  });

  it('should write every key of a fallback with the lifetime given, renewed by each change', async () => {
    const prefix = uniquePrefix('sms');
    await createRedisBalancePort(connections[0]!, { prefix }).setBalance(ORG, 10);
    const fallbacks = createRedisSmsFallbackPort(connections[0]!, { prefix, ttlSeconds: 60 });
    await fallbacks.begin(fallbackOf('m', 1));
    await redis.client.pexpire(`${prefix}sms:m`, 30_000); // shorter than 50 s, and long enough to outlast a slow machine until the changes below
    await fallbacks.claimSubmit('m');
    await fallbacks.accepted('m', ['smsc-1']);
    for (const key of [`${prefix}sms:m`, `${prefix}sms-smsc:smsc-1`, `${prefix}sms-charge:{${ORG}}:m`]) {
      const ttl = await redis.client.pttl(key);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    expect(() => createRedisSmsFallbackPort(connections[0]!, { ttlSeconds: 0 })).toThrow(RangeError);
  });
});
