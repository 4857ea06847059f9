// Several `rcs-send-server worker` processes on one stream: each accepted message reaches the
// emulator once, handled by one worker; a worker killed (SIGKILL) mid-send leaves its pending
// entries to the other, which claims them; every message ends SENT in the Redis state port.
import { hostname } from 'node:os';
import { createRedisStatePort, createRedisSubmitPort, type RedisClient } from '@rcs-send/redis';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, testRedis, type TestRedis } from '../redis/support/testRedis';
import { acceptedMessages } from './support/acceptedMessages';
import { waitUntil } from '../support/waitUntil';
import { startWorkerProcess, type WorkerProcess } from './support/streamWorkerProcess';

let redis: TestRedis;
let connection: RedisClient;
let emulator: RbmEmulator;
const workers: WorkerProcess[] = [];
beforeAll(async () => {
  redis = await testRedis(3, { flush: true }); // the workers use the default keys: a database of this file's own
  connection = await connected(redis.url);
  emulator = await startRbmEmulator();
});
afterAll(async () => {
  for (const { child } of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await connection?.quit();
  await redis?.close();
  await emulator?.close();
});

const worker = (): WorkerProcess => {
  const started = startWorkerProcess(redis.url, emulator.url, 1000); // a dead worker's messages taken over after a second
  workers.push(started);
  return started;
};
const receivedOf = (ids: readonly string[]): string[] => emulator.received.map((entry) => entry.messageId).filter((id) => ids.includes(id));
const allSent = async (ids: readonly string[]): Promise<boolean> => {
  const states = createRedisStatePort(connection);
  return (await Promise.all(ids.map((id) => states.get(id)))).every((status) => status?.state === 'SENT');
};

describe('rcs-send-server worker, two processes on one stream', () => {
  it('should deliver each message once, each by one of the workers, and record it SENT in Redis', async () => {
    const [a, b] = [worker(), worker()];
    await Promise.all([a.started, b.started]);
    const messages = acceptedMessages(300);
    const ids = messages.map((message) => message.id);
    const duplicatesBefore = emulator.duplicates;
    emulator.faults.plan(() => ({ kind: 'slow', delayMs: 2 }));
    const submit = createRedisSubmitPort(connection);
    for (let start = 0; start < messages.length; start += 30) {
      await Promise.all(messages.slice(start, start + 30).map((message) => submit.submit(message)));
      await new Promise((resolve) => setTimeout(resolve, 20)); // the stream grows while both workers read it: each takes some
    }
    await waitUntil('an outcome logged for each of the 300 messages', 60_000, () => a.outcomes.size + b.outcomes.size >= ids.length);
    emulator.faults.clear();

    expect(receivedOf(ids).sort()).toEqual([...ids].sort());
    expect(emulator.duplicates - duplicatesBefore).toBe(0);
    expect([...a.outcomes].filter((id) => b.outcomes.has(id))).toEqual([]); // no message handled by both
    expect(a.outcomes.size).toBeGreaterThan(0);
    expect(b.outcomes.size).toBeGreaterThan(0);
    expect(await allSent(ids)).toBe(true);
    for (const { child, exited } of [a, b]) {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    const [pending] = (await connection.xpending('rcs-send:messages', 'delivery')) as [number];
    expect(pending).toBe(0);
  });

  it('should have the survivor claim what a killed worker left pending, and deliver each message once', async () => {
    const messages = acceptedMessages(200);
    const ids = messages.map((message) => message.id);
    // The first 30 sends are answered; every later one is held far longer than the test, so the
    // victim dies holding entries it cannot have acknowledged, however fast the machine.
    let sends = 0;
    emulator.faults.plan(() => ({ kind: 'slow', delayMs: (sends += 1) <= 30 ? 20 : 45_000 }));
    const victim = worker();
    await victim.started;
    const submit = createRedisSubmitPort(connection);
    await Promise.all(messages.map((message) => submit.submit(message)));
    await waitUntil('the victim to hand 30 messages to the emulator', 30_000, () => receivedOf(ids).length >= 30);
    emulator.faults.plan(() => ({ kind: 'slow', delayMs: 20 }));
    victim.child.kill('SIGKILL');
    expect(await victim.exited).toBe('SIGKILL');
    const left = (await connection.xpending('rcs-send:messages', 'delivery', '-', '+', 1000, `${hostname()}:${victim.child.pid}`)) as unknown[]; // its consumer: host and pid
    expect(left.length).toBeGreaterThan(0); // killed with entries taken and not acknowledged
    expect(receivedOf(ids).length).toBeLessThan(ids.length);

    const survivor = worker();
    await waitUntil('all 200 messages SENT in Redis', 60_000, () => allSent(ids));
    emulator.faults.clear();
    survivor.child.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);

    const received = receivedOf(ids);
    expect(new Set(received).size).toBe(received.length);
    expect(received.sort()).toEqual([...ids].sort());
    const [pending] = (await connection.xpending('rcs-send:messages', 'delivery')) as [number];
    expect(pending).toBe(0);
  });
});
