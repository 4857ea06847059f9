// The reference server: structured logs that never carry a key or message content, the
// message stored in its database before the response, 404 in the spec's shape, graceful close.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, startServer, type RequestLogLine, type RunningServer, type ServerConfig } from '@rcs-send/server';
import type { SubmitPort } from '@rcs-send/service';
import { openSqliteStore } from '@rcs-send/sqlite';
import { post } from './support/client';
import { API_KEY, ORG_ID, OTHER_API_KEY, SECRET_TEXT, SENDER, WRONG_KEY, recipient, request, textMessage } from './support/fixtures';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-server-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** A configuration for the test tenant on a free loopback port, keeping its messages in `database`. */
function configFor(database: string): ServerConfig {
  const { config } = loadServerConfig({ env: {} });
  return {
    ...config,
    port: 0,
    database,
    rateLimit: null,
    apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }],
    organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 5 }],
  };
}

describe('the reference server', () => {
  let server: RunningServer;
  const lines: string[] = [];
  let database: string;

  beforeAll(async () => {
    database = join(directory, 'rcs-send.db');
    server = await startServer({ config: configFor(database), log: (line) => lines.push(line) });
  });
  afterAll(() => server.close());

  it('should have the message committed to its database, queued and ACCEPTED, by the time it answers 202', async () => {
    const reply = await post(server.url, request([textMessage(1, SECRET_TEXT)]));
    expect(reply.status).toBe(202);
    const reader = openSqliteStore({ path: database, readonly: true }); // another connection sees only what was committed
    try {
      const stored = [...reader.exportMessages()].find((message) => message.id === reply.body.messages[0].id);
      expect(stored).toMatchObject({ organizationId: ORG_ID, principalId: 'acme', queued: true, status: { state: 'ACCEPTED' }, message: { contentMessage: { text: SECRET_TEXT } } });
    } finally {
      await reader.close();
    }
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
  it('should let a request in flight finish and answer it before the database closes', async () => {
    let submitting: () => void = () => undefined;
    const submitStarted = new Promise<void>((resolve) => (submitting = resolve));
    let release: () => void = () => undefined;
    const gate: SubmitPort = {
      submit: () => {
        submitting();
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const server = await startServer({ config: configFor(join(directory, 'graceful.db')), log: () => undefined, ports: { submit: gate } });
    const inFlight = post(server.url, request([textMessage(0)]));
    await submitStarted;
    const closing = server.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await inFlight).status).toBe(202);
    await closing;
  });
});
