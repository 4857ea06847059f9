// The reference server on Redis runs the worker in its own process: a message it accepts is
// appended to the stream, taken by the server's consumer of the group, delivered to the RBM
// emulator the server started, and recorded SENT in Redis, where any server of the fleet reads it;
// the emulator's DELIVERED and READ come back to the server and are recorded there too.
import { hostname } from 'node:os';
import { createRedisStatePort, type RedisClient } from '@rcs-send/redis';
import type { RunningServer } from '@rcs-send/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../http/support/client';
import { API_KEY, ORG_ID, SENDER, request } from '../http/support/fixtures';
import { waitUntil } from '../support/waitUntil';
import { connected, testRedis, type TestRedis } from '../redis/support/testRedis';
import { serveWithDelivery } from './support/deliveryServer';

let redis: TestRedis;
let connection: RedisClient;
let server: RunningServer;
const logs: string[] = [];

beforeAll(async () => {
  redis = await testRedis(4, { flush: true }); // the server uses the default keys: a database of this file's own
  connection = await connected(redis.url);
  server = await serveWithDelivery({
    config: { redisUrl: redis.url },
    log: (line) => logs.push(line),
    delivery: { mode: 'emulator' },
  });
});
afterAll(async () => {
  await server?.close();
  await connection?.quit();
  await redis?.close();
});

describe('the reference server on Redis', () => {
  it('should deliver an accepted message with its own worker and record it SENT in Redis', async () => {
    expect(server.delivery).toContain(`consumer ${hostname()}:${process.pid} of the stream's group delivery`);
    const reply = await post(server.url, request([{ to: '+351 912 345 678', from: SENDER, contentMessage: { text: 'Hello from the fleet' } }]));
    expect(reply.status, reply.text).toBe(202);
    const id = reply.body.messages[0].id as string;
    const states = createRedisStatePort(connection);
    await waitUntil(`message ${id} SENT in Redis`, 20_000, async () => (await states.get(id))?.state === 'SENT');
    expect(await states.get(id)).toMatchObject({ id, state: 'SENT', attempts: 1 });
    expect(logs.some((line) => line.includes('"event":"delivery"') && line.includes(id) && line.includes('"state":"SENT"'))).toBe(true);
    const pending = async (): Promise<number> => ((await connection.xpending('rcs-send:messages', 'delivery')) as [number])[0];
    await waitUntil('its stream entry acknowledged once its state was written', 20_000, async () => (await pending()) === 0);
  });

  it('should answer the status lookup from Redis, through ACCEPTED, SENT, DELIVERED and READ (the emulator posts its events to this server)', async () => {
    const reply = await post(server.url, request([{ to: '+351 912 345 678', from: SENDER, contentMessage: { text: 'Where is it?' } }]));
    expect(reply.status, reply.text).toBe(202);
    const id = reply.body.messages[0].id as string;
    const lookup = async (): Promise<{ state?: string; history?: { state: string }[] }> => {
      const answer = await fetch(server.url.replace('/v1.2/rcs/send', `/v1.2/rcs/messages/${id}`), { headers: { authorization: `Bearer ${API_KEY}` } });
      return (await answer.json()) as { state?: string; history?: { state: string }[] };
    };
    await waitUntil(`the lookup of message ${id} to answer READ`, 20_000, async () => (await lookup()).state === 'READ');
    expect((await lookup()).history?.map((step) => step.state)).toEqual(['ACCEPTED', 'SENT', 'DELIVERED', 'READ']);
    expect(await createRedisStatePort(connection).get(id)).toMatchObject({ state: 'READ', organizationId: ORG_ID });
  });
});
