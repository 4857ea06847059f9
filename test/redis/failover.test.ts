// A Redis Cluster master killed under two serving instances: its replica takes over, requests
// to its slots answer 503 meanwhile, the fleet recovers by itself and every message answered
// ACCEPTED is in the stream afterwards. Three masters and three replicas of the test's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCluster, type OwnCluster } from '@rcs-send/redis-harness';
import { startInstance, TENANT, type Instance } from './support/fleet';
import { answered, clients, servingMoreThan, sleep } from './support/load';
import { streamMessages } from './support/streamIds';
import { connected } from './support/testRedis';

const BALANCE = 1_000_000;
const STREAM = 'rcs-send:messages';
let cluster: OwnCluster;
let fleet: Instance[];

beforeAll(async () => {
  cluster = await startOwnCluster({ replicas: 1 });
  fleet = await Promise.all([1, 2].map(() => startInstance(cluster.url, { RCS_SEND_BALANCE: String(BALANCE) })));
});
afterAll(async () => {
  await Promise.all((fleet ?? []).map((instance) => instance.stop()));
  await cluster?.stop();
});

describe('a Redis Cluster master killed under two instances', () => {
  it('should fail over to its replica, answer 503 meanwhile, recover by itself and lose nothing it accepted', async () => {
    const load = clients(fleet, 6);
    let failedOverMs: number;
    let beforeKill: number;
    try {
      await servingMoreThan(10, load.answers);
      beforeKill = load.answers.length;
      const killedAt = performance.now();
      const killed = await cluster.killMasterOf(STREAM); // the stream's: where every accepted message goes
      failedOverMs = performance.now() - killedAt;
      expect((await cluster.masterOf(STREAM)).port).not.toBe(killed.port);
      await answered('a 503 while the master is down', load.answers, beforeKill, 503);
      const afterFailover = load.answers.length;
      await answered('a 202 once its replica took over', load.answers, afterFailover, 202);
      await sleep(300); // a little more load on the recovered fleet: its answers are checked below with the rest
    } finally {
      await load.stop();
    }

    const { answers } = load;
    expect(answers.slice(0, beforeKill).filter((answer) => answer.status === 202).length).toBeGreaterThan(10);
    expect(answers.every((answer) => answer.status === 202 || answer.status === 503)).toBe(true);
    for (const answer of answers.filter((reply) => reply.status === 503)) expect(answer.retryAfter).toBe('1');
    expect(failedOverMs).toBeLessThan(10_000);

    const client = await connected(cluster.url);
    try {
      const stored = await streamMessages(client);
      const ids = new Set(stored.map((entry) => entry.id));
      const accepted = answers.flatMap((answer) => answer.accepted);
      expect(accepted.filter((id) => !ids.has(id))).toEqual([]);
      expect(ids.size).toBe(stored.length); // no message twice
      const left = Number(await client.get(`rcs-send:balance:{${TENANT.organizationId}}`));
      expect(left).toBeLessThanOrEqual(BALANCE - accepted.length);
      expect(left).toBeGreaterThanOrEqual(0);
    } finally {
      await client.quit();
    }
  });
});
