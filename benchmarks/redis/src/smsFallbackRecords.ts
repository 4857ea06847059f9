// What the SMS fallback records cost: whole fallbacks per second (begin with its charge, the
// claim, the SMSC id stored, the receipt) with 100 in flight, on a redis-server of its own and,
// for reference, on the SQLite store; and Redis memory per fallback kept.
// Run: pnpm --filter @rcs-send/benchmark-redis bench:sms-fallbacks
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectRedis, createRedisBalancePort, createRedisSmsFallbackPort } from '@rcs-send/redis';
import { startOwnRedis } from '@rcs-send/redis-harness';
import { openSqliteStore } from '@rcs-send/sqlite';

const FALLBACKS = Number(process.env['BENCH_FALLBACKS'] ?? 20_000);
const IN_FLIGHT = 100;
const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

/** The port's part this benchmark drives (both stores' SmsFallbackPort). */
type Fallbacks = ReturnType<typeof createRedisSmsFallbackPort>;

/** Runs `FALLBACKS` whole fallbacks of one segment each on `port`: fallbacks per second. */
async function fallbacksPerSecond(port: Fallbacks): Promise<number> {
  const one = async (i: number): Promise<void> => {
    const id = crypto.randomUUID();
    const at = new Date().toISOString();
    await port.begin({ id, organizationId: ORG, to: '351912345678', smsSender: 'ACME', trigger: 'NOT_RCS_CAPABLE', fallbackReason: 'NOT_FOUND: the recipient is not reachable via RCS', text: `Your code is ${i}`, encoding: 'GSM7', segments: 1, reference: i % 256, maxSegments: 6, at });
    await port.claimSubmit(id);
    await port.accepted(id, [`smsc-${id}`]);
    await port.receipt(`smsc-${id}`, 'DELIVERED', at);
  };
  const started = performance.now();
  for (let i = 0; i < FALLBACKS; i += IN_FLIGHT) await Promise.all(Array.from({ length: IN_FLIGHT }, (_, j) => one(i + j)));
  return Math.round(FALLBACKS / ((performance.now() - started) / 1000));
}

const own = await startOwnRedis();
const redis = connectRedis(own.url);
await new Promise((resolve) => redis.once('ready', resolve));
const folder = mkdtempSync(join(tmpdir(), 'rcs-send-bench-fallbacks-'));
try {
  const usedMemory = async (): Promise<number> => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]);
  await createRedisBalancePort(redis).setBalance(ORG, FALLBACKS);
  const before = await usedMemory();
  const onRedis = await fallbacksPerSecond(createRedisSmsFallbackPort(redis));
  console.log(`Redis : ${onRedis} fallbacks/s, ${Math.round(((await usedMemory()) - before) / FALLBACKS)} B of Redis memory per fallback (record, SMSC id, charge marker)`);
  const store = openSqliteStore({ path: join(folder, 'fallbacks.db') });
  store.seedBalances({ [ORG]: FALLBACKS });
  console.log(`SQLite: ${await fallbacksPerSecond(store.smsFallbacks)} fallbacks/s`);
  await store.close();
} finally {
  redis.disconnect();
  await own.stop();
  rmSync(folder, { recursive: true, force: true });
}
