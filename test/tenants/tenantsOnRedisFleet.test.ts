// Issue 24's operator scenario against a fleet of two server processes on one Redis: each
// change of the tenants command counts on both instances at their next request; a Redis that
// refuses the URL's credentials is said to.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBalancePort, createRedisTenantStore } from '@rcs-send/redis';
import { _openTenantStore } from '../../packages/server/src/commands/tenants/openTenantStore';
import { loadServerConfig } from '../../packages/server/src/config/loadServerConfig';
import { _digestOf } from '../../packages/server/src/tenants/apiKeys';
import { startInstance, type Instance } from '../redis/support/fleet';
import { testRedis, type TestRedis } from '../redis/support/testRedis';
import { operatorScenario } from './support/operatorScenario';

const repo = join(import.meta.dirname, '..', '..');
let redis: TestRedis;
let fleet: Instance[] = [];

beforeAll(async () => {
  redis = await testRedis(5, { flush: true });
  fleet = await Promise.all([startInstance(redis.url), startInstance(redis.url)]);
}, 30_000);

afterAll(async () => {
  await Promise.all(fleet.map((instance) => instance.stop()));
  await redis.close();
});

/** Every value Redis holds, as text: strings, hashes, lists and sets (the stream of messages too). */
async function everyValue(): Promise<string> {
  const texts: string[] = [];
  for (const key of await redis.client.keys('*')) {
    const type = await redis.client.type(key);
    if (type === 'string') texts.push(String(await redis.client.get(key)));
    if (type === 'hash') texts.push(JSON.stringify(await redis.client.hgetall(key)));
    if (type === 'list') texts.push(JSON.stringify(await redis.client.lrange(key, 0, -1)));
    if (type === 'set') texts.push(JSON.stringify(await redis.client.smembers(key)));
    if (type === 'stream') texts.push(JSON.stringify(await redis.client.xrange(key, '-', '+')));
    texts.push(key);
  }
  return texts.join('\n');
}

describe('the tenants command beside a fleet of two servers on Redis', () => {
  operatorScenario({
    urls: () => fleet.map((instance) => instance.url),
    cwd: () => repo,
    env: () => ({ RCS_SEND_REDIS_URL: redis.url }),
    storeText: everyValue,
    logs: () => fleet.map((instance) => instance.log()).join('\n'),
  });
});

describe('top-ups arriving while a fleet of two spends', () => {
  it('should accept exactly what the credits cover, across both instances, the balance the ledger minus the accepted', async () => {
    const organizationId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const tenants = createRedisTenantStore(redis.client, createRedisBalancePort(redis.client)); // the keys the servers read (prefix rcs-send:)
    await tenants.addOrganization({ id: organizationId, rcsChannel: true, webhook: null, balance: 3 }, Date.now());
    await tenants.addSender(organizationId, { id: 'race_agent', useCase: 'TRANSACTIONAL' });
    const key = 'rcs_live_7a1b2c3d_fleet-race-key-of-this-test-only-000000000000';
    await tenants.addKey({ digest: _digestOf(key), prefix: 'rcs_live_7a1b2c3d', principalId: 'racer', organizationId, label: null, createdAt: Date.now(), expiresAt: null, revokedAt: null });
    const body = JSON.stringify({ organizationId, messages: [{ to: '+351 912 345 678', from: 'race_agent', contentMessage: { text: 'race' } }] });
    const send = async (url: string): Promise<number> => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body })).status;
    const credits = Array.from({ length: 10 }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 15)).then(() => tenants.credit(organizationId, 4, 'race', Date.now())));
    const statuses = await Promise.all([...credits.map(async () => 0), ...Array.from({ length: 120 }, (_, i) => send(fleet[i % 2]!.url))]);
    await Promise.all(credits);
    const accepted = statuses.filter((status) => status === 202).length;
    expect(statuses.filter((status) => status !== 0 && status !== 202 && status !== 402)).toEqual([]);
    expect(accepted + (await tenants.balanceOf(organizationId))).toBe(3 + 10 * 4); // no unit lost, none spent twice
    const today = new Date().toISOString().slice(0, 10);
    expect((await tenants.usage(organizationId, today, today))[0]?.accepted).toBe(accepted);
    expect((await tenants.ledgerTail(organizationId, 100)).reduce((sum, entry) => sum + entry.units, 0)).toBe(43);
  }, 60_000);

  it('should say that Redis refused the credentials of its URL, rather than that it cannot be reached', async () => {
    await redis.client.call('ACL', 'SETUSER', 'tenants-operator', 'on', '>the-right-password', '~*', '&*', '+@all');
    const url = new URL(redis.url);
    url.username = 'tenants-operator';
    url.password = 'a-wrong-password';
    const config = { ...loadServerConfig({ env: {} }).config, redisUrl: url.toString() };
    await expect(_openTenantStore(config, false)).rejects.toThrow(/^Redis at redis:\/\/\*\*\*@[^ ]+ refused its credentials: WRONGPASS .+ \(the user and password of RCS_SEND_REDIS_URL, or redisUrl in --config\)$/);
  });
});
