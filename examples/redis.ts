// The send service for a fleet: balance, rate limit, Idempotency-Keys and the queue of accepted
// messages live in one Redis (REDIS_URL), so every instance started like this acts as one.
// Run: pnpm --filter @rcs-send/examples run redis   (then redis-worker reads what it accepted)
// #region server
import { createServer } from 'node:http';
import { createRedisPorts } from '@rcs-send/redis';
import { createMemoryAuthPort, createMemoryOrganizationPort, createNodeListener, createSendService } from '@rcs-send/service';

// Keys, organizations and senders stay with the host (here in memory, the same on every instance).
const apiKey = process.env.API_KEY ?? 'rcs_example_key';
const organizationId = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const auth = createMemoryAuthPort([{ apiKey, principalId: 'acme' }]);
const organizations = createMemoryOrganizationPort([{ id: organizationId, members: ['acme'], senders: ['acme_agent'] }]);

// What the fleet shares lives in Redis.
const redis = createRedisPorts({
  redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', // or an ioredis instance you own
  balances: { [organizationId]: 1000 }, // starting balances: written only where Redis has none
  rateLimit: { requestsPerSecond: 50, burst: 100 }, // per principal, across the fleet
});
if (!(await redis.ready())) console.log('Redis is not reachable yet: requests get 503 until it is.');
const { balance, submit, idempotency, rateLimit } = redis;
const service = createSendService({ ports: { auth, organizations, senders: organizations, balance, submit, idempotency, ...(rateLimit && { rateLimit }) } });

const port = Number(process.env.PORT ?? 3000);
createServer(createNodeListener(service)).listen(port, '127.0.0.1', () => {
  const body = { organizationId, messages: [{ to: '+351 912 345 678', from: 'acme_agent', contentMessage: { text: 'Hello' } }] };
  console.log(`Listening on http://127.0.0.1:${port}/v1.2/rcs/send. Send a message:`);
  console.log(`curl -i http://127.0.0.1:${port}/v1.2/rcs/send -H 'Authorization: Bearer ${apiKey}' -H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
});
// #endregion
