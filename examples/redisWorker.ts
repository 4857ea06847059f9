// The worker downstream of redis.ts: reads the accepted messages from the Redis Stream through
// a consumer group and acknowledges each once handled. Stops on SIGINT or SIGTERM.
// Run: pnpm --filter @rcs-send/examples run redis-worker   (REDIS_URL as for redis.ts)
// #region worker
import { once } from 'node:events';
import { hostname } from 'node:os';
import { connectRedis, createStreamReader } from '@rcs-send/redis';

const redis = connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
await once(redis, 'ready'); // the connection fails fast: no command is queued before it is ready
const reader = createStreamReader(redis, { group: 'senders', consumer: hostname() });
await reader.createGroup(); // a no-op when the group exists; a new group reads the stream from its start

const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
console.log('Waiting for accepted messages.');
await reader.process(async ({ message }) => {
  // Deliver it here, idempotently by message.id: a message handled but not yet acknowledged
  // (the worker died in between) is delivered again.
  console.log(`Handled message ${message.id} of organization ${message.organizationId}.`);
}, stop.signal);
redis.disconnect();
// #endregion
