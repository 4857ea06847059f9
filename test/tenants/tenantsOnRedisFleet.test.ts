// Issue 24's operator scenario against a fleet of two server processes on one Redis: each
// change of the tenants command counts on both instances at their next request.
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { startInstance, type Instance } from '../redis/support/fleet';
import { testRedis, type TestRedis } from '../redis/support/testRedis';
import { operatorScenario } from './support/operatorScenario';

const repo = join(import.meta.dirname, '..', '..');
let redis: TestRedis;
let fleet: Instance[] = [];

beforeAll(async () => {
  redis = await testRedis(5, { flush: true });
  fleet = await Promise.all([startInstance(redis.url), startInstance(redis.url)]);
}, 30_000);

afterAll(async () => {
  await Promise.all(fleet.map((instance) => instance.stop()));
  await redis.close();
});

/** Every value Redis holds, as text: strings, hashes, lists and sets (the stream of messages too). */
async function everyValue(): Promise<string> {
  const texts: string[] = [];
  for (const key of await redis.client.keys('*')) {
    const type = await redis.client.type(key);
    if (type === 'string') texts.push(String(await redis.client.get(key)));
    if (type === 'hash') texts.push(JSON.stringify(await redis.client.hgetall(key)));
    if (type === 'list') texts.push(JSON.stringify(await redis.client.lrange(key, 0, -1)));
    if (type === 'set') texts.push(JSON.stringify(await redis.client.smembers(key)));
    if (type === 'stream') texts.push(JSON.stringify(await redis.client.xrange(key, '-', '+')));
    texts.push(key);
  }
  return texts.join('\n');
}

describe('the tenants command beside a fleet of two servers on Redis', () => {
  operatorScenario({
    urls: () => fleet.map((instance) => instance.url),
    cwd: () => repo,
    env: () => ({ RCS_SEND_REDIS_URL: redis.url }),
    storeText: everyValue,
    logs: () => fleet.map((instance) => instance.log()).join('\n'),
  });
});
