// A worker of a fleet (startWorker, what `rcs-send-server worker` runs) beside a server on the
// same Redis whose own delivery is off: the worker alone delivers, and it applies every policy
// the server would: a promotional message to a user who unsubscribed is never handed over, a
// number without RCS gets its SMS (and pays its segments), and each state reaches the
// organization's webhook, signed; it answers its probes and serves its metrics. Then the bin's `worker` command on the
// same Redis delivers, logs without the recipient, and stops on SIGTERM.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staticAccessToken } from '@rcs-send/delivery';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { createRedisBalancePort, createRedisOptOutPort, createRedisStatePort, type RedisClient } from '@rcs-send/redis';
import { loadServerConfig, startWorker, type RunningServer, type RunningWorker, type ServerConfig } from '@rcs-send/server';
import type { MessageStatus } from '@rcs-send/service';
import { startSmscSimulator, type SmscSimulator } from '@rcs-send/sms';
import { post } from '../http/support/client';
import { API_KEY, ORG_ID, SENDER, request } from '../http/support/fixtures';
import { connected, testRedis, type TestRedis } from '../redis/support/testRedis';
import { serveWithDelivery } from './support/deliveryServer';
import { SERVER_BIN } from '../support/builtBins';

const NEWS = 'news_agent';
const PHONE = '+351912345678';
const NO_RCS = '+351912345404'; // the emulator answers 404: not RCS-capable
const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const SMSC = { systemId: 'worker-test', password: 'worker-smsc-password' };
const repo = join(import.meta.dirname, '..', '..');

let redis: TestRedis;
let connection: RedisClient;
let emulator: RbmEmulator;
let simulator: SmscSimulator;
let receiver: Server;
let server: RunningServer;
let worker: RunningWorker;
const events: { type: string; data: MessageStatus }[] = [];

beforeAll(async () => {
  redis = await testRedis(10, { flush: true }); // the server and the worker use the default keys: a database of this file's own
  connection = await connected(redis.url);
  emulator = await startRbmEmulator();
  simulator = await startSmscSimulator(SMSC);
  const verifier = new Webhook(SECRET);
  receiver = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      events.push(verifier.verify(Buffer.concat(chunks).toString('utf8'), incoming.headers as Record<string, string>) as (typeof events)[number]);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const organization = {
    id: ORG_ID, members: ['acme'], senders: [SENDER, NEWS], balance: 100, useCases: { [NEWS]: 'PROMOTIONAL' as const },
    webhook: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, secret: SECRET },
    smsFallback: { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE' as const], maxSegments: 6 },
  };
  const fleet: ServerConfig = { ...loadServerConfig({ env: {} }).config, port: 0, rateLimit: null, apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }], organizations: [organization], redisUrl: redis.url };
  server = await serveWithDelivery({ config: fleet, delivery: { mode: 'off' }, log: () => undefined });
  worker = await startWorker({
    config: { ...fleet, metricsPort: 0 },
    delivery: { mode: 'rbm', baseUrl: emulator.url, tokens: staticAccessToken('test'), agentIdSuffix: '@rbm.goog' },
    sms: { mode: 'smpp', host: '127.0.0.1', port: simulator.port, ...SMSC },
    log: () => undefined,
    probes: { host: '127.0.0.1', port: 0 },
  });
});
afterAll(async () => {
  await worker?.close();
  await server?.close();
  await simulator?.close();
  await emulator?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await connection?.quit();
  await redis?.close();
});

describe('a worker of a fleet beside a server that does not deliver', () => {
  it('should deliver with every policy of the server: opt-outs, traffic types, the SMS fallback and the webhook', async () => {
    await createRedisOptOutPort(connection).record({ agentId: `${NEWS}@rbm.goog`, phoneNumber: PHONE, subscribed: false, at: new Date().toISOString() });
    const reply = await post(server.url, request([
      { to: PHONE, from: SENDER, contentMessage: { text: 'Your code is 1234' } },
      { to: PHONE, from: NEWS, contentMessage: { text: 'Our sale starts today' } },
      { to: NO_RCS, from: SENDER, contentMessage: { text: 'Your parcel is on its way' } },
    ]));
    expect(reply.status, reply.text).toBe(202);
    const [transactional, promotional, bySms] = (reply.body.messages as { id: string }[]).map((message) => message.id) as [string, string, string];
    const states = createRedisStatePort(connection);
    await vi.waitFor(async () => {
      expect(await states.get(transactional)).toMatchObject({ state: 'SENT' });
      expect(await states.get(promotional)).toMatchObject({ state: 'FAILED', reason: expect.stringMatching(/^UNSUBSCRIBED: /) });
      expect(await states.get(bySms)).toMatchObject({ state: 'DELIVERED', channel: 'SMS', sms: { segments: 1 } });
    }, { timeout: 15_000, interval: 100 });
    const handedOver = emulator.received.map((taken) => taken.messageId);
    expect(handedOver).toContain(transactional);
    expect(handedOver).not.toContain(promotional);
    expect(simulator.received.filter((sms) => `+${sms.to}` === NO_RCS || sms.to === NO_RCS)).toHaveLength(1);
    expect(await createRedisBalancePort(connection).balanceOf(ORG_ID)).toBe(100 - 3 + 1 - 1); // three accepted; the SMS's one segment for its unit
    await vi.waitFor(() => {
      const seen = events.filter((event) => event.type === 'message.status').map((event) => `${event.data.id} ${event.data.state}`);
      expect(seen).toEqual(expect.arrayContaining([`${transactional} SENT`, `${promotional} FAILED`, `${bySms} SENT`, `${bySms} DELIVERED`]));
    }, { timeout: 10_000, interval: 100 });
  });

  it('should answer its probes as a server does: healthz, readyz with Redis reachable, nothing else', async () => {
    const base = worker.probesUrl as string;
    const healthz = await fetch(`${base}healthz`);
    expect([healthz.status, await healthz.json()]).toEqual([200, { status: 'ok' }]);
    const readyz = await fetch(`${base}readyz`);
    expect([readyz.status, await readyz.json()]).toEqual([200, { status: 'ready', checks: { redis: 'ok', tenants: 'ok' } }]);
    expect((await fetch(`${base}v1.2/rcs/send`, { method: 'POST', body: '{}' })).status).toBe(404); // no API here
    expect((await fetch(`${base}readyz`, { method: 'POST' })).status).toBe(405);
  });

  it('should serve its Prometheus metrics: the usage it recorded, its SMS segments and Node\'s process metrics', async () => {
    const url = worker.metricsUrl as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const text = await response.text();
    const count = (series: string): number => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    expect(count('rcs_send_usage_messages_total{outcome="sent"}')).toBeGreaterThanOrEqual(2); // the transactional message and the SMS
    expect(count('rcs_send_usage_messages_total{outcome="failed"}')).toBeGreaterThanOrEqual(1); // the promotional one, unsubscribed
    expect(count('rcs_send_usage_messages_total{outcome="delivered"}')).toBeGreaterThanOrEqual(1); // the SMS's receipt
    expect(count('rcs_send_sms_segments_total')).toBe(1);
    expect(count('rcs_send_usage_messages_total{outcome="accepted"}')).toBe(0); // the server accepted them, not the worker
    expect(text).toContain('process_cpu_user_seconds_total');
    expect((await fetch(url.replace('/metrics', '/healthz'))).status).toBe(404); // the probes are on their own port
  });

  it('should run as `rcs-send-server worker` on the fleet\'s Redis, deliver a message the server accepted, and stop on SIGTERM with exit code 0', async () => {
    await worker.close(); // the bin's worker alone consumes the stream now
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RCS_SEND_'))),
      NODE_OPTIONS: '',
      RCS_SEND_REDIS_URL: redis.url,
      RCS_SEND_DELIVERY: 'emulator',
      RCS_SEND_SMS: 'off',
      RCS_SEND_WORKER_PROBE_PORT: '0',
      RCS_SEND_METRICS_PORT: '0',
    };
    const child = spawn(process.execPath, [SERVER_BIN, 'worker'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      await vi.waitFor(() => expect(stdout).toContain('"event":"worker-started"'), { timeout: 20_000, interval: 100 });
      expect(stderr).toContain(`rcs-send-server worker on ${redis.url}`);
      expect(stderr).toMatch(/delivery: +the RBM emulator at http:\/\/127\.0\.0\.1:\d+\//);
      const readyz = /probes: +\S+ and (\S+)/.exec(stderr)?.[1] ?? '';
      expect((await fetch(readyz)).status).toBe(200);
      const metrics = /metrics: +(\S+)/.exec(stderr)?.[1] ?? '';
      expect(await (await fetch(metrics)).text()).toContain('# TYPE rcs_send_usage_messages_total counter');
      const reply = await post(server.url, request([{ to: PHONE, from: SENDER, contentMessage: { text: 'Your slot: 9-11' } }]));
      expect(reply.status, reply.text).toBe(202);
      const id = reply.body.messages[0].id as string;
      await vi.waitFor(async () => expect((await createRedisStatePort(connection).get(id))?.state).toMatch(/SENT|DELIVERED|READ/), { timeout: 15_000, interval: 100 });
      expect(stdout).toContain(`"event":"delivery","id":"${id}"`);
      expect(stdout).not.toContain(PHONE.slice(1)); // never the recipient
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stdout).toContain('"event":"shutdown","signal":"SIGTERM"');
  });
});
