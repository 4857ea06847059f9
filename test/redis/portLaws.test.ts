// The Redis ports obey the shared port laws of @rcs-send/store-laws, on one Redis and on a Redis
// Cluster, each law under a key prefix of its own. Redis keeps time itself (PX, EXPIRE): the
// laws at a time boundary are left to the stores that read the clock they are given.
import { describe } from 'vitest';
import {
  createRedisBalancePort,
  createRedisHandoverPort,
  createRedisIdempotencyPort,
  createRedisOptOutPort,
  createRedisSeenPort,
  createRedisSmsFallbackPort,
  createRedisStatePort,
  createRedisSubmitPort,
  createRedisTenantStore,
  type RedisClient,
} from '@rcs-send/redis';
import { balancePortLaws, handoverPortLaws, idempotencyPortLaws, optOutPortLaws, seenPortLaws, smsFallbackPortLaws, statePortLaws, tenantStoreLaws } from '@rcs-send/store-laws';
import { BACKENDS, openBackend, uniquePrefix } from './support/testRedis';
import { streamEntries } from './support/streamIds';

let redis: RedisClient;
const kept = async (): Promise<void> => undefined; // the connection is the file's, closed after its tests

describe.each(BACKENDS)('on %s', (backend) => {
  openBackend(backend, 1, ([connection]) => {
    redis = connection!;
  });

  describe('createRedisStatePort', () => {
    statePortLaws(async () => ({ port: createRedisStatePort(redis, { prefix: uniquePrefix('states') }), close: kept }));
  });

  describe('createRedisIdempotencyPort', () => {
    idempotencyPortLaws(async ({ ttlMs }) => ({ port: createRedisIdempotencyPort(redis, { prefix: uniquePrefix('idempotency'), ttlSeconds: ttlMs / 1000 }), close: kept }), 'real');
  });

  describe('createRedisSeenPort', () => {
    seenPortLaws(async ({ ttlMs }) => ({ port: createRedisSeenPort(redis, { prefix: uniquePrefix('seen'), ttlMs }), close: kept }), 'real');
  });

  describe('createRedisBalancePort with createRedisSubmitPort', () => {
    balancePortLaws(async (balances) => {
      const prefix = uniquePrefix('ledger');
      const balance = createRedisBalancePort(redis, { prefix });
      const submit = createRedisSubmitPort(redis, { prefix });
      for (const [organizationId, units] of Object.entries(balances)) await balance.setBalance(organizationId, units);
      return { port: { balance, submit, balanceOf: (organizationId) => balance.balanceOf(organizationId), stored: () => redis.xlen(submit.stream) }, close: kept };
    });
  });

  describe('createRedisSmsFallbackPort with createRedisBalancePort', () => {
    smsFallbackPortLaws(async (balances) => {
      const prefix = uniquePrefix('sms');
      const balance = createRedisBalancePort(redis, { prefix });
      for (const [organizationId, units] of Object.entries(balances)) await balance.setBalance(organizationId, units);
      return { port: { fallbacks: createRedisSmsFallbackPort(redis, { prefix }), balanceOf: (organizationId) => balance.balanceOf(organizationId) }, close: kept };
    });
  });

  describe('createRedisOptOutPort', () => {
    optOutPortLaws(async () => ({ port: createRedisOptOutPort(redis, { prefix: uniquePrefix('opt-outs') }), close: kept }));
  });

  describe('createRedisHandoverPort with createRedisSubmitPort', () => {
    handoverPortLaws(async () => {
      const options = { prefix: uniquePrefix('handovers') };
      const submit = createRedisSubmitPort(redis, options);
      const handedOut = async (id: string): Promise<(string | undefined)[]> => (await streamEntries(redis, submit.stream)).filter((fields) => fields.get('id') === id).map((fields) => fields.get('platformMessageId'));
      return { port: { submit: (message) => submit.submit(message), handovers: createRedisHandoverPort(redis, options), handedOut }, close: kept };
    });
  });

  describe('createRedisTenantStore', () => {
    tenantStoreLaws(async () => {
      const prefix = uniquePrefix('tenants');
      const balance = createRedisBalancePort(redis, { prefix });
      const tenants = createRedisTenantStore(redis, balance, { prefix });
      const spend = async (organizationId: string, count: number): Promise<number> => {
        const reservation = await balance.reserve(organizationId, count);
        return reservation === undefined ? 0 : balance.commit(reservation, count);
      };
      return { port: { tenants, spend }, close: kept };
    });
  });
});
