// The reference server: structured logs that never carry a key or message content, the
// outbox written before the response, 404 in the spec's shape, graceful close.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, startServer, type RequestLogLine, type RunningServer, type ServerConfig } from '@rcs-send/server';
import type { SubmitPort } from '@rcs-send/service';
import { post } from './support/client';
import { API_KEY, ORG_ID, OTHER_API_KEY, SECRET_TEXT, SENDER, WRONG_KEY, recipient, request, textMessage } from './support/fixtures';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-server-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** A configuration for the test tenant on a free loopback port, writing to `outbox`. */
function configFor(outbox: string): ServerConfig {
  const { config } = loadServerConfig({ env: {} });
  return {
    ...config,
    port: 0,
    outbox,
    rateLimit: null,
    apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }],
    organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 5 }],
  };
}

describe('the reference server', () => {
  let server: RunningServer;
  const lines: string[] = [];
  let outbox: string;

  beforeAll(async () => {
    outbox = join(directory, 'outbox.ndjson');
    server = await startServer({ config: configFor(outbox), log: (line) => lines.push(line) });
  });
  afterAll(() => server.close());

  it('should have the message in the outbox by the time it answers 202', async () => {
    const reply = await post(server.url, request([textMessage(1, SECRET_TEXT)]));
    expect(reply.status).toBe(202);
    const records = (await readFile(outbox, 'utf8')).trim().split('\n').map((line) => JSON.parse(line));
    expect(records.map((record: { id: string }) => record.id)).toContain(reply.body.messages[0].id);
    expect(records.at(-1).message.contentMessage.text).toBe(SECRET_TEXT);
  });

  it('should log one JSON line per request with status, code, latency and counts', async () => {
    lines.length = 0;
    await post(server.url, request([textMessage(2, SECRET_TEXT), { ...textMessage(3, SECRET_TEXT), to: '12' }]));
    await post(server.url, request([textMessage(4, SECRET_TEXT)]), { key: WRONG_KEY });
    await post(server.url, request([textMessage(5, SECRET_TEXT)]), { key: OTHER_API_KEY, headers: { 'idempotency-key': 'k1' } });
    await post(`${server.url.replace('/v1.2/rcs/send', '')}/admin?token=${API_KEY}`, {});
    expect(lines).toHaveLength(4);
    const logged = lines.map((line) => JSON.parse(line) as RequestLogLine);
    expect(logged[0]).toMatchObject({ event: 'request', method: 'POST', path: '/v1.2/rcs/send', status: 200, code: null, messages: 2, accepted: 1, rejected: 1, replayed: false });
    expect(logged[0]?.latencyMs).toBeGreaterThan(0);
    expect(logged[1]).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', messages: 0 });
    expect(logged[3]).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND', path: null });
  });

  it('should never log an API key, a header value, a recipient or message content', async () => {
    await post(server.url, '{"broken": "' + SECRET_TEXT, { key: WRONG_KEY });
    const all = lines.join('\n');
    for (const secret of [API_KEY, WRONG_KEY, OTHER_API_KEY, SECRET_TEXT, 'secret-payload-marker', recipient(2), recipient(4), 'k1', 'token=']) {
      expect(all).not.toContain(secret);
    }
  });

  it('should answer an unknown path with 404 in the spec error shape', async () => {
    const reply = await post(`${server.url}/extra`, request([]));
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: { code: 'ROUTE_NOT_FOUND', param: '', description: expect.any(String) }, messages: null });
  });
});

describe('graceful close', () => {
  it('should let a request in flight finish and append it before the outbox closes', async () => {
    let submitting: () => void = () => undefined;
    const submitStarted = new Promise<void>((resolve) => (submitting = resolve));
    let release: () => void = () => undefined;
    const gate: SubmitPort = {
      submit: () => {
        submitting();
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const server = await startServer({ config: configFor(join(directory, 'graceful.ndjson')), log: () => undefined, ports: { submit: gate } });
    const inFlight = post(server.url, request([textMessage(0)]));
    await submitStarted;
    const closing = server.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await inFlight).status).toBe(202);
    await closing;
  });
});
