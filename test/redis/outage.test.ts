// Redis killed, restarted and frozen under two serving instances: requests answer 503 with
// Retry-After meanwhile, every message answered ACCEPTED is in the stream, and the fleet
// recovers by itself. A redis-server of the test's own, durable (append-only file fsynced on
// every write), so that what it acknowledged survives its SIGKILL.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startInstance, TENANT, type Instance } from './support/fleet';
import { answered, clients, servingMoreThan, sleep } from './support/load';
import { freePort, startOwnRedis, type OwnRedis } from '@rcs-send/redis-harness';
import { waitUntil } from '../support/waitUntil';
import { streamMessages } from './support/streamIds';

const BALANCE = 1_000_000;
let redis: OwnRedis;
let fleet: Instance[];

beforeAll(async () => {
  redis = await startOwnRedis({ durable: true });
  fleet = await Promise.all([1, 2].map(() => startInstance(redis.url, { RCS_SEND_BALANCE: String(BALANCE) })));
});
afterAll(async () => {
  await Promise.all((fleet ?? []).map((instance) => instance.stop()));
  await redis?.stop();
});

describe('Redis restarted or unreachable under two instances', () => {
  it('should answer 503 with Retry-After meanwhile, lose nothing it accepted and recover by itself', async () => {
    const load = clients(fleet, 6);
    await servingMoreThan(10, load.answers);
    const beforeKill = load.answers.length;
    await redis.kill();
    // Down until the fleet has said so (however slow a loaded machine is), at least 1.5 s.
    await sleep(1500);
    await answered('a 503 while Redis is down', load.answers, beforeKill, 503);
    const whileDown = load.answers.slice(beforeKill);
    await redis.start();
    const afterRestart = load.answers.length;
    await answered('a 202 once Redis is back', load.answers, afterRestart, 202);

    redis.freeze(true); // connected but silent: commands time out
    const frozenAt = load.answers.length;
    await sleep(2500); // at least the 2 s command timeout: the commands sent since have timed out
    await answered('a 503 while Redis is frozen', load.answers, frozenAt, 503);
    const whileFrozen = load.answers.slice(frozenAt);
    redis.freeze(false);
    const thawedAt = load.answers.length;
    await answered('a 202 once Redis is thawed', load.answers, thawedAt, 202);
    await sleep(300); // a little more load on the recovered fleet: its answers are checked below with the rest
    await load.stop();

    const { answers } = load;
    expect(answers.slice(0, beforeKill).filter((answer) => answer.status === 202).length).toBeGreaterThan(10);
    for (const outage of [whileDown, whileFrozen]) {
      const unavailable = outage.filter((answer) => answer.status === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const answer of unavailable) expect(answer.retryAfter).toBe('1');
    }
    expect(answers.every((answer) => answer.status === 202 || answer.status === 503)).toBe(true);

    const client = new Redis(redis.url);
    try {
      const stored = new Set((await streamMessages(client)).map((entry) => entry.id));
      const accepted = answers.flatMap((answer) => answer.accepted);
      expect(accepted.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size).toBe(await client.xlen('rcs-send:messages')); // no message twice
      const left = Number(await client.get(`rcs-send:balance:{${TENANT.organizationId}}`));
      expect(left).toBeLessThanOrEqual(BALANCE - accepted.length);
      expect(left).toBeGreaterThanOrEqual(0);
    } finally {
      await client.quit();
    }
  });

  it('should start without Redis, answer 503 until it comes, then serve with the configured balance', async () => {
    const port = await freePort();
    const instance = await startInstance(`redis://127.0.0.1:${port}`, { RCS_SEND_BALANCE: '3' }); // waits 5 s for Redis first
    let late: OwnRedis | undefined;
    try {
      expect(instance.log()).toContain('"event":"redis-unreachable"');
      expect(await send(instance.url, ['too early'])).toMatchObject({ status: 503, retryAfter: '1' });
      late = await startOwnRedis({ port });
      let status = 503;
      await waitUntil('a send answered other than 503 once Redis is there', 20_000, async () => {
        status = (await send(instance.url, ['on time'])).status;
        return status !== 503;
      });
      expect(status).toBe(202);
      expect((await send(instance.url, ['one', 'two', 'three'])).status).toBe(402);
    } finally {
      await instance.stop();
      await late?.stop();
    }
  });
});
