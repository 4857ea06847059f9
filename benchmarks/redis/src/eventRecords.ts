// What the organizations' event logs and webhook queues cost in Redis: bytes per event
// (MEMORY USAGE of one organization's keys, every element counted, divided by its events) and
// events written per second, for BENCH_EVENTS events (default 100,000) of one organization on a
// redis-server of its own: message.status events written by state changes (SENT, DELIVERED and
// READ of a third as many messages), each delivery still queued, then every delivery settled (the
// log alone); and keyed replies written by events.record, queued. Run:
// pnpm --filter @rcs-send/benchmark-redis bench:events
import { connectRedis, createRedisEventLogPort, createRedisStatePort, createRedisWebhookOutboxPort, type RedisClient } from '@rcs-send/redis';
import { startOwnRedis } from '@rcs-send/redis-harness';

const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 100_000);
const IN_FLIGHT = 100;
const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const SLOT = `rcs-send:{o:${ORG}}`;
const KEYS = ['events', 'sequence', 'event-keys', 'due', 'queued', 'attempts'].map((name) => `${SLOT}${name}`);

/** Runs `write(i)` for i from 0 to `count` - 1, `IN_FLIGHT` at once; resolves to writes per second. */
async function perSecond(count: number, write: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i += IN_FLIGHT) await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count - i) }, (_, j) => write(i + j)));
  return Math.round(count / ((performance.now() - started) / 1000));
}

/** Bytes the organization's log and queue keys take, each key whole (SAMPLES 0), and per event. */
async function bytesPerEvent(redis: RedisClient, events: number): Promise<string> {
  const sizes = await Promise.all(KEYS.map(async (key) => Number((await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0')) ?? 0)));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const each = KEYS.map((key, i) => `${key.slice(SLOT.length)} ${sizes[i]}`).filter((entry) => !entry.endsWith(' 0'));
  return `${Math.round(total / events)} B per event (${total} B: ${each.join(', ')})`;
}

const own = await startOwnRedis();
const redis = connectRedis(own.url);
await new Promise((resolve) => redis.once('ready', resolve));
try {
  const states = createRedisStatePort(redis);
  const webhooks = createRedisWebhookOutboxPort(redis);
  const messages = Math.ceil(EVENTS / 3);
  const ids = Array.from({ length: messages }, () => crypto.randomUUID());
  await perSecond(messages, (i) => states.advance({ id: ids[i]!, state: 'ACCEPTED', at: new Date().toISOString(), organizationId: ORG, to: '351912345678', from: 'acme_agent' }));
  let written = 0;
  for (const state of ['SENT', 'DELIVERED', 'READ'] as const) {
    const rate = await perSecond(messages, (i) => states.advance({ id: ids[i]!, state, at: new Date().toISOString(), ...(state === 'SENT' ? { attempts: 1 } : {}) }));
    written += messages;
    console.log(`${state} with its message.status event: ${rate} changes/s`);
  }
  console.log(`message.status events, each delivery queued: ${await bytesPerEvent(redis, written)}`);
  for (let leased = await webhooks.lease(ORG, Date.now(), 60_000, 1000); leased.length > 0; leased = await webhooks.lease(ORG, Date.now(), 60_000, 1000)) {
    await Promise.all(leased.map((delivery) => webhooks.settle(ORG, delivery.event.sequence)));
  }
  console.log(`message.status events, every delivery settled: ${await bytesPerEvent(redis, written)}`);

  await redis.flushall();
  const events = createRedisEventLogPort(redis);
  const rate = await perSecond(EVENTS, (i) => events.record({ organizationId: ORG, event: { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: `Reply number ${i}`, receivedAt: new Date().toISOString() } }, at: Date.now(), key: `rbm:${crypto.randomUUID()}` }));
  console.log(`keyed message.reply events: ${rate} records/s, each delivery queued: ${await bytesPerEvent(redis, EVENTS)}`);
} finally {
  redis.disconnect();
  await own.stop();
}
