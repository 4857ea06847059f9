// Several reference-server processes on one Redis, hit at once: the balance, the rate limit,
// the queue and Idempotency-Keys hold across the fleet as they do in one process.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startInstance, TENANT, type Instance } from './support/fleet';
import { streamMessages } from './support/streamIds';
import { testRedis, type TestRedis } from './support/testRedis';

const BALANCE = 150;
let redis: TestRedis;
let limitedDb: Redis;
let fleet: Instance[];
let limited: Instance[];

beforeAll(async () => {
  redis = await testRedis(1, { flush: true });
  limitedDb = new Redis(redis.urlOf(2));
  await limitedDb.flushdb();
  [fleet, limited] = await Promise.all([
    Promise.all([1, 2].map(() => startInstance(redis.url, { RCS_SEND_BALANCE: String(BALANCE) }))),
    Promise.all([1, 2].map(() => startInstance(redis.urlOf(2), { RCS_SEND_RATE_LIMIT: '1' }))),
  ]);
}, 30_000);
afterAll(async () => {
  const codes = await Promise.all([...(fleet ?? []), ...(limited ?? [])].map((instance) => instance.stop()));
  await limitedDb?.quit();
  await redis?.close();
  expect(codes.every((code) => code === 0)).toBe(true);
});

describe('two rcs-send-server processes on one Redis', () => {
  it(`should accept exactly the ${BALANCE} messages the balance covers across both, each once in the stream`, async () => {
    const answers = await Promise.all(Array.from({ length: 2 * BALANCE }, (_, i) => send(fleet[i % 2]!.url, [`message ${i}`])));
    const accepted = answers.filter((answer) => answer.status === 202);
    expect(accepted).toHaveLength(BALANCE);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(BALANCE);
    expect(await redis.client.get(`rcs-send:balance:{${TENANT.organizationId}}`)).toBe('0');

    const entries = await streamMessages(redis.client);
    const acceptedIds = accepted.flatMap((answer) => answer.accepted);
    expect(entries.map((entry) => entry.id).sort()).toEqual([...acceptedIds].sort());
    expect(new Set(entries.map((entry) => entry.text)).size).toBe(BALANCE);
    expect(entries.every((entry) => entry.organizationId === TENANT.organizationId)).toBe(true);
  });

  it('should submit a retried idempotent request once, whichever instance the retries reach', async () => {
    await redis.client.incrby(`rcs-send:balance:{${TENANT.organizationId}}`, 10);
    const before = (await streamMessages(redis.client)).length;
    const headers = { 'idempotency-key': 'order-7731' };
    const texts = ['first of two', 'second of two'];
    const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => send(fleet[i % 2]!.url, texts, headers)));
    const originals = racing.filter((answer) => answer.status === 202 && !answer.replayed);
    expect(originals).toHaveLength(1);
    expect(racing.every((answer) => answer.status === 409 || answer.status === 202)).toBe(true);

    const retries = await Promise.all(fleet.map((instance) => send(instance.url, texts, headers)));
    for (const retry of retries) expect(retry).toMatchObject({ status: 202, replayed: true, accepted: originals[0]!.accepted });
    const entries = await streamMessages(redis.client);
    expect(entries.length - before).toBe(2);
    expect(entries.slice(before).map((entry) => entry.id)).toEqual(originals[0]!.accepted);
    expect(await redis.client.get(`rcs-send:balance:{${TENANT.organizationId}}`)).toBe('8');
    expect((await send(fleet[1]!.url, ['another body'], headers)).status).toBe(422);
  });

  it('should hold one rate limit across both instances (1/s, burst 2: each alone would allow 2)', async () => {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(limited[i % 2]!.url, [`limited ${i}`])));
    const elapsedSeconds = (performance.now() - started) / 1000;
    const allowed = answers.filter((answer) => answer.status === 202).length;
    expect(allowed).toBeGreaterThanOrEqual(2);
    expect(allowed).toBeLessThanOrEqual(2 + Math.floor(elapsedSeconds));
    for (const answer of answers.filter((reply) => reply.status !== 202)) {
      expect(answer.status).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
  });
});
