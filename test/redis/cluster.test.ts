// The ports on a Redis Cluster of three masters: every Lua script the ports run keeps its keys
// on one slot (else CROSSSLOT), a state change with its event on its organization's, and a fleet of reference servers on the cluster keeps every
// promise it keeps on one Redis.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, type SubmittedMessage } from '@rcs-send/service';
import {
  createRedisBalancePort,
  createRedisEventLogPort,
  createRedisIdempotencyPort,
  createRedisMessageListPort,
  createRedisRateLimitPort,
  createRedisStatePort,
  createRedisSubmitPort,
  createRedisTenantStore,
  createRedisWebhookOutboxPort,
  createStreamReader,
  connectRedis,
  RedisUnavailableError,
  type RedisClient,
} from '@rcs-send/redis';
import { freePort, startOwnCluster, type OwnCluster } from '@rcs-send/redis-harness';
import { describeFleet } from './support/fleetSuite';
import { connected, uniquePrefix } from './support/testRedis';

let cluster: OwnCluster;
beforeAll(async () => {
  cluster = await startOwnCluster();
});
afterAll(async () => {
  await cluster?.stop();
});

/** A script call: EVALSHA (by the script's SHA-1) or EVAL (its first run on a node), and its keys. */
interface ScriptCall {
  readonly command: 'evalsha' | 'eval';
  readonly script: string;
  readonly keys: string[];
}

/** `client`, recording every script call it makes. */
function recordingScripts(client: RedisClient): { client: RedisClient; calls: ScriptCall[] } {
  const calls: ScriptCall[] = [];
  const recorded = new Proxy(client, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      if (name !== 'evalsha' && name !== 'eval') return value.bind(target);
      return (script: string, count: number, ...rest: unknown[]) => {
        calls.push({ command: name, script, keys: rest.slice(0, count).map(String) });
        return (value as (...args: unknown[]) => unknown).call(target, script, count, ...rest);
      };
    },
  });
  return { client: recorded, calls };
}

describe('the ports on a Redis Cluster', () => {
  it('should run every script with all its keys on one slot, for each organization, principal and key', async () => {
    const connection = await connected(cluster.url);
    try {
      const { client, calls } = recordingScripts(connection);
      const prefix = uniquePrefix('slots');
      const balance = createRedisBalancePort(client, { prefix });
      for (const organizationId of ['3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', '00000000-0000-4000-8000-000000000001']) {
        await balance.setBalance(organizationId, 10);
        const [first, second] = [await balance.reserve(organizationId, 2), await balance.reserve(organizationId, 3)];
        await balance.release(first!, 1);
        await balance.commit(second!);
      }
      const rateLimit = createRedisRateLimitPort(client, { prefix, requestsPerSecond: 5 });
      for (const subject of ['acme', 'org:3b9d2f6e', '{tagged}']) await rateLimit.consume(subject);
      const idempotency = createRedisIdempotencyPort(client, { prefix });
      for (const key of ['order-1', 'order-2']) {
        await idempotency.claim('acme', key, 'fingerprint');
        if (key === 'order-1') await idempotency.complete('acme', key, errorResponse('INSUFFICIENT_BALANCE'));
        else await idempotency.release('acme', key);
      }
      const submit = createRedisSubmitPort(client, { prefix });
      const message: SubmittedMessage = { id: crypto.randomUUID(), organizationId: 'x', principalId: 'acme', index: 0, acceptedAt: new Date().toISOString(), expiresAt: null, message: { to: '351912345678', from: 'a', contentMessage: { text: 'hi' } } };
      await submit.submit(message);
      const reader = createStreamReader(client, { prefix, group: 'senders', consumer: 'a', blockMs: 50 });
      await reader.createGroup();
      expect(await reader.ack((await reader.read()).map((entry) => entry.entryId))).toBe(1);

      expect(new Set(calls.filter((call) => call.command === 'evalsha').map((call) => call.script)).size).toBe(7); // reserve, settle, bucket, claim, complete, release, trim
      expect(calls.some((call) => call.keys.length === 2)).toBe(true);
      await oneSlotEach(connection, calls);
    } finally {
      await connection.quit();
    }
  });
});

/** Asserts that each script of `calls` was given keys of one slot only. */
async function oneSlotEach(connection: RedisClient, calls: readonly ScriptCall[]): Promise<void> {
  for (const { keys } of calls) {
    const slots = await Promise.all(keys.map((key) => connection.call('CLUSTER', 'KEYSLOT', key)));
    expect(new Set(slots).size, keys.join(' ')).toBe(1);
  }
}

describe('the states, event logs, webhook queues, message lists and tenants on a Redis Cluster', () => {
  it('should run every script with all its keys on one slot: a state change with its event on its organization\'s, a message\'s home on its own', async () => {
    const connection = await connected(cluster.url);
    try {
      const { client, calls } = recordingScripts(connection);
      const prefix = uniquePrefix('slots');
      const states = createRedisStatePort(client, { prefix });
      const events = createRedisEventLogPort(client, { prefix });
      const webhooks = createRedisWebhookOutboxPort(client, { prefix });
      const messages = createRedisMessageListPort(client, { prefix });
      for (const organizationId of ['3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', 'a}b{c%', '00000000-0000-4000-8000-000000000001']) {
        for (const id of [crypto.randomUUID(), 'ünï{c}ode']) {
          await states.advance({ id, state: 'ACCEPTED', at: '2026-01-15T09:00:00.000Z', organizationId, to: '351912345678', from: 'acme' });
          await states.handOver(id, true);
          await states.advance({ id, state: 'SENT', at: '2026-01-15T09:00:01.000Z' });
          await createRedisStatePort(client, { prefix }).get(id); // a process that never met it
        }
        const homeless = `homeless-${crypto.randomUUID()}`;
        await states.advance({ id: homeless, state: 'SENT', at: '2026-01-15T09:00:01.000Z' });
        await states.handOver(homeless, false);
        await states.advance({ id: homeless, state: 'DELIVERED', at: '2026-01-15T09:00:02.000Z', organizationId }); // moves home
        await events.record({ organizationId, event: { type: 'message.reply', data: { from: '+351912345678', to: 'acme', text: 'hi', receivedAt: '2026-01-15T09:00:03.000Z' } }, at: Date.now(), key: 'reply-1' });
        const [leased] = await webhooks.lease(organizationId, Date.now() + 1000, 30_000, 10);
        await webhooks.settle(organizationId, leased!.event.sequence, Date.now());
        await webhooks.replay(organizationId, { since: 0, until: Date.now() + 1000, types: ['message.status'] });
        await webhooks.backlog(organizationId);
        await webhooks.drop(organizationId);
        await messages.list(organizationId, { state: 'SENT' }, 1);
      }
      const balance = createRedisBalancePort(client, { prefix });
      const tenants = createRedisTenantStore(client, balance, { prefix });
      await tenants.addOrganization({ id: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', rcsChannel: true, webhook: { url: 'https://hooks.example/a', secret: 'whsec_a' }, balance: 1 }, Date.now());
      await tenants.disableWebhook('3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', 'https://hooks.example/a', Date.now(), 'HTTP 410');

      // the own slot's advance, handover and look-up; at home: advance, handover, read; an event; lease, settle, replay, backlog, drop; a page; opening an organization, disabling its webhook
      expect(new Set(calls.filter((call) => call.command === 'evalsha').map((call) => call.script)).size).toBe(15);
      await oneSlotEach(connection, calls);
    } finally {
      await connection.quit();
    }
  });
});

describe('a Redis Cluster that cannot be reached', () => {
  it('should say unavailable (503, Retry-After) at once, never queue the command', async () => {
    const nodes = await Promise.all([1, 2, 3].map(() => freePort()));
    const closed = connectRedis(`redis+cluster://${nodes.map((port) => `127.0.0.1:${port}`).join(',')}`, { maxReconnectDelayMs: 50 });
    try {
      const port = createRedisBalancePort(closed, { retryAfterSeconds: 2 });
      const started = performance.now();
      const error: unknown = await port.reserve('3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f', 1).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RedisUnavailableError);
      expect(error).toMatchObject({ unavailable: true, retryAfterSeconds: 2 });
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      closed.disconnect();
    }
  });
});

describe('a Redis Cluster connection closed while it refreshes its slots', () => {
  it('should let its process end: no refresh rescheduled after the close', () => {
    const child = join(import.meta.dirname, 'support', 'quitDuringRefresh.ts');
    // Bounded, never reached when it ends: before the fix the process never ended by itself.
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', child, cluster.url], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' }, timeout: 30_000 });
    expect([run.signal, run.status, run.stdout]).toEqual([null, 0, 'closed\n']);
  }, 60_000);
});

describeFleet('two rcs-send-server processes on a Redis Cluster (three masters)', async () => {
  const client = await connected(cluster.url);
  return { url: cluster.url, limitedUrl: cluster.url, client, close: async () => void (await client.quit()) };
});
