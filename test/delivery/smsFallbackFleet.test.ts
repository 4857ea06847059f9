// The SMS fallback of a reference server on Redis (a fleet's instance: its stream, states,
// tenants, balance and fallback records in Redis), to an SMSC simulator on loopback: a message to
// a number without RCS arrives once by SMS and its status ends DELIVERED on the SMS channel, and
// the organization's balance pays one unit per segment instead of the RCS unit.
import { createRedisBalancePort, type RedisClient } from '@rcs-send/redis';
import type { RunningServer } from '@rcs-send/server';
import { startSmscSimulator, type SmscSimulator } from '@rcs-send/sms';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { post } from '../http/support/client';
import { ORG_ID, SENDER, request } from '../http/support/fixtures';
import { connected, testRedis, type TestRedis } from '../redis/support/testRedis';
import { serveWithDelivery } from './support/deliveryServer';

const SMSC = { systemId: 'fleet-test', password: 'fleet-smsc-password' };
let redis: TestRedis;
let connection: RedisClient;
let simulator: SmscSimulator;
let server: RunningServer;

beforeAll(async () => {
  redis = await testRedis(9, { flush: true }); // the server uses the default keys: a database of this file's own
  connection = await connected(redis.url);
  simulator = await startSmscSimulator(SMSC);
  server = await serveWithDelivery({
    config: {
      redisUrl: redis.url,
      organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 100, smsFallback: { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE'], maxSegments: 6 } }],
    },
    log: () => undefined,
    delivery: { mode: 'emulator' },
    sms: { mode: 'smpp', host: '127.0.0.1', port: simulator.port, ...SMSC },
  });
});
afterAll(async () => {
  await server?.close();
  await simulator?.close();
  await connection?.quit();
  await redis?.close();
});

describe('the SMS fallback of a server on Redis', () => {
  it('should send a message to a number without RCS once by SMS, end it DELIVERED on the SMS channel and charge its two segments instead of its unit', async () => {
    const reply = await post(server.url, request([{ to: '351912345404', from: SENDER, contentMessage: { text: `Your parcel ${'is on its way to you, '.repeat(8)}` } }]));
    expect(reply.status, reply.text).toBe(202);
    const id = reply.body.messages[0].id as string;
    const status = new URL(`/v1.2/rcs/messages/${id}`, server.url);
    const lookUp = async () => (await post(status.href, undefined, { method: 'GET' })).body;
    await vi.waitFor(async () => expect(await lookUp()).toMatchObject({ state: 'DELIVERED' }), { timeout: 15_000, interval: 100 });
    expect(await lookUp()).toMatchObject({ channel: 'SMS', sms: { segments: 2, encoding: 'GSM7' } });
    expect(simulator.received.filter((sms) => sms.to === '351912345404')).toHaveLength(1);
    expect(await createRedisBalancePort(connection).balanceOf(ORG_ID)).toBe(100 - 2);
  });
});
