// A server whose Redis arrives late never answers 401 for the key its own configuration names:
// until the configured tenants are in Redis, the keyed routes answer 503 with Retry-After and
// /readyz says why. The Redis here arrives holding a key that makes the first attempts to bring
// the configuration in fail (a revision of the wrong type), so the window between Redis
// arriving and the configuration being in it stays open until the test closes it: whatever the
// machine's speed, a request in that window is seen.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { startOwnRedis, type OwnRedis } from '@rcs-send/redis-harness';
import { send, startInstance, type Instance } from './support/fleet';
import { sleep } from './support/load';
import { waitUntil } from '../support/waitUntil';

const REVISION = 'rcs-send:tenant:revision';

/** A durable Redis, stopped, that holds a revision of the wrong type when started again. */
async function poisonedRedis(): Promise<OwnRedis> {
  const redis = await startOwnRedis({ durable: true });
  const client = new Redis(redis.url);
  await client.hset(REVISION, 'not', 'a counter');
  await client.quit();
  await redis.kill();
  return redis;
}

/** What `/readyz` of `instance` answers. */
async function readiness(instance: Instance): Promise<{ status: number; checks: Record<string, string> }> {
  const response = await fetch(new URL('/readyz', instance.url));
  return { status: response.status, checks: ((await response.json()) as { checks: Record<string, string> }).checks };
}

let cleanUp: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
}, 60_000);

const MOMENTS = [
  { moment: 'before the server starts', arriveBeforeStart: true, delayMs: 0 },
  { moment: 'while the server waits for it at its start', arriveBeforeStart: false, delayMs: 1000 },
  { moment: 'after the server gave up waiting and listens', arriveBeforeStart: false, delayMs: -1 },
] as const;

describe('a server whose Redis arrives before its configuration is in it', () => {
  it.each(MOMENTS)('should answer 503 with Retry-After, never 401, until its configuration is in (Redis arriving $moment)', async ({ arriveBeforeStart, delayMs }) => {
    const redis = await poisonedRedis();
    cleanUp.push(() => redis.stop());
    if (arriveBeforeStart) await redis.start();
    const starting = startInstance(redis.url, { RCS_SEND_BALANCE: '3' });
    if (!arriveBeforeStart && delayMs >= 0) {
      await sleep(delayMs); // during the server's wait for Redis at its start (on a machine slow to start it, before that wait: the verdict is the same)
      await redis.start();
    }
    const instance = await starting;
    cleanUp.push(() => instance.stop());
    if (!arriveBeforeStart && delayMs < 0) await redis.start();

    // Redis is there, the configuration is not: readiness says so, and every keyed answer is 503.
    await waitUntil('readiness to see Redis while the configuration is not in it', 20_000, async () => {
      const { checks } = await readiness(instance);
      return checks['redis'] === 'ok' && checks['tenants'] === 'configuration not yet in the store';
    });
    expect((await readiness(instance)).status).toBe(503);
    const early = await Promise.all(Array.from({ length: 8 }, (_, i) => send(instance.url, [`early ${i}`])));
    for (const answer of early) expect(answer).toMatchObject({ status: 503, retryAfter: '1' });
    const lookup = await fetch(new URL('/v1.2/rcs/messages/0b5c6a0e-6f1e-4c3b-9f55-2f6a1b8e0d41', instance.url), { headers: { authorization: 'Bearer rcs_fleet_0f1e2d3c4b5a69788796a5b4c3d2e1f0' } });
    expect(lookup.status).toBe(503);

    // The obstacle goes: the server brings its configuration in by itself and serves with the configured balance.
    const client = new Redis(redis.url);
    cleanUp.push(() => client.quit());
    await client.del(REVISION);
    const answers: number[] = [];
    await waitUntil('a send answered other than 503 once the configuration can be brought in', 20_000, async () => {
      const { status } = await send(instance.url, ['on time']);
      answers.push(status);
      return status !== 503;
    });
    expect(answers.filter((status) => status !== 503)).toEqual([202]);
    expect((await send(instance.url, ['one', 'two', 'three'])).status).toBe(402);
    // Readiness is checked at most once a second: it follows within that.
    await waitUntil('readiness to say ready once the configuration is in', 20_000, async () => (await readiness(instance)).status === 200);
    expect((await readiness(instance)).checks).toEqual({ redis: 'ok', tenants: 'ok' });
  });
});
