// What the fleet's handover records cost the submit port: submits/s and Redis memory per
// message, for messages without an expiration, expiring in 10 minutes (within the platform's
// window: no record) and in 30 days (a record, kept for a later window), on a redis-server of
// its own; then handOverAgain/s. Run: pnpm --filter @rcs-send/benchmark-redis bench:handovers
import { connectRedis, createRedisHandoverPort, createRedisSubmitPort } from '@rcs-send/redis';
import { startOwnRedis } from '@rcs-send/redis-harness';

const MESSAGES = Number(process.env['BENCH_MESSAGES'] ?? 20_000);
const IN_FLIGHT = 100;
const CASES = [
  ['none', null],
  ['10 min', 10 * 60_000],
  ['30 days', 30 * 86_400_000],
] as const;

/** An accepted message expiring `aheadMs` after now (none: without an expiration). */
const accepted = (i: number, aheadMs: number | null) => {
  const expiresAt = aheadMs === null ? null : Date.now() + aheadMs;
  return {
    id: crypto.randomUUID(),
    organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
    principalId: 'acme',
    index: 0,
    acceptedAt: new Date().toISOString(),
    expiresAt,
    message: { to: '351912345678', from: 'acme', contentMessage: { text: `Your code is ${i}` }, ...(expiresAt === null ? {} : { expirationDateTime: new Date(expiresAt).toISOString() }) },
  };
};

const own = await startOwnRedis();
const redis = connectRedis(own.url);
await new Promise((resolve) => redis.once('ready', resolve));
const usedMemory = async (): Promise<number> => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]);
try {
  for (const [label, aheadMs] of CASES) {
    await redis.flushall();
    const submit = createRedisSubmitPort(redis);
    const before = await usedMemory();
    const started = performance.now();
    for (let i = 0; i < MESSAGES; i += IN_FLIGHT) await Promise.all(Array.from({ length: IN_FLIGHT }, (_, j) => submit.submit(accepted(i + j, aheadMs))));
    const seconds = (performance.now() - started) / 1000;
    console.log(`expiration ${label.padEnd(7)}: ${Math.round(MESSAGES / seconds)} submits/s, ${Math.round(((await usedMemory()) - before) / MESSAGES)} B of Redis memory per message`);
  }
  const handovers = createRedisHandoverPort(redis);
  const ids = (await redis.keys('rcs-send:handover:*')).slice(0, 2_000).map((key) => key.slice('rcs-send:handover:'.length));
  const started = performance.now();
  for (let i = 0; i < ids.length; i += IN_FLIGHT) await Promise.all(ids.slice(i, i + IN_FLIGHT).map((id) => handovers.handOverAgain(id, Date.now(), id)));
  console.log(`handOverAgain: ${Math.round(ids.length / ((performance.now() - started) / 1000))}/s`);
} finally {
  redis.disconnect();
  await own.stop();
}
