// The reference server under clients that hold its memory or its connections: a budget of
// request bodies in flight (503 SERVER_BUSY past it, small bodies always served, large ones
// without a valid key refused 401 before they take any) and a cap of connections (idle ones
// closed first, 503 when every one is busy).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, startServer, type RunningServer, type ServerConfig } from '@rcs-send/server';
import { expectErrorBody } from './support/expectErrorBody';
import { API_KEY, ORG_ID, SENDER, request, textMessage } from './support/fixtures';
import { hold, sendHead, type HeldConnection } from './support/heldConnection';
import { exchange, firstResponse } from './support/rawSocket';

const KIB = 1024;
const MAX_BODY = 200 * KIB;
const BUDGET = 300 * KIB;
const SMALL = 64 * KIB;

let directory: string;
const servers: RunningServer[] = [];
const held: HeldConnection[] = [];

async function serve(settings: Partial<ServerConfig>): Promise<RunningServer> {
  const { config } = loadServerConfig({ env: { RCS_SEND_PORT: '0' } });
  const tenant = { apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }], organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 1000 }] };
  const database = join(directory, `rcs-send-${servers.length}.db`);
  const server = await startServer({ config: { ...config, ...tenant, database, rateLimit: null, ...settings }, playground: false, log: () => undefined });
  servers.push(server);
  return server;
}

/** Holds a send whose body, declared `length` bytes, never ends; resolves once the server took the request. */
async function heldBody(port: number, length: number): Promise<HeldConnection> {
  const connection = await hold(port, sendHead(API_KEY, length));
  held.push(connection);
  await connection.until('100 Continue');
  connection.socket.write('{"organizationId"');
  return connection;
}

/** A complete valid send of exactly `length` bytes (JSON padded with spaces), over its own connection; its response. */
async function sendOfLength(port: number, length: number) {
  const json = JSON.stringify(request([textMessage(1)]));
  const body = json.padEnd(length, ' ');
  const head = sendHead(API_KEY, length).replace('Expect: 100-continue\r\n', 'Connection: close\r\n');
  return firstResponse((await exchange(port, [head + body])).text);
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-capacity-'));
});
afterEach(() => {
  for (const connection of held.splice(0)) connection.socket.destroy();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await rm(directory, { recursive: true, force: true });
});

describe('the budget of request bodies in flight', () => {
  it('should take a body that fits exactly, refuse one byte more with 503 SERVER_BUSY, and serve small bodies however full it is', async () => {
    const server = await serve({ maxBodyBytes: MAX_BODY, maxBodyBytesInFlight: BUDGET });
    // Arrange: a client with a valid key holds 200 KiB of the 300 KiB budget with a body it never finishes
    const attacker = await heldBody(server.port, MAX_BODY);
    // Act and assert: 100 KiB + 1 does not fit, and is refused before anything is read
    const refused = await sendOfLength(server.port, BUDGET - MAX_BODY + 1);
    expect(refused.status).toBe(503);
    expect(refused.headers).toMatchObject({ 'retry-after': '1', connection: 'close' });
    expectErrorBody(refused.body, 'SERVER_BUSY');
    // exactly 100 KiB fits
    expect((await sendOfLength(server.port, BUDGET - MAX_BODY)).status).toBe(202);
    // the budget full: a second held body takes the rest
    await heldBody(server.port, BUDGET - MAX_BODY);
    expect((await sendOfLength(server.port, SMALL + 1)).status).toBe(503);
    // an honest small request is served all the same, up to 64 KiB
    expect((await sendOfLength(server.port, 600)).status).toBe(202);
    expect((await sendOfLength(server.port, SMALL)).status).toBe(202);
    // the attacker gives up: its share comes back
    attacker.socket.destroy();
    await attacker.until(undefined);
    await expect.poll(async () => (await sendOfLength(server.port, MAX_BODY)).status).toBe(202);
  });

  it('should refuse a large body without a valid key 401 before reading it, so that it never holds the budget', async () => {
    const server = await serve({ maxBodyBytes: MAX_BODY, maxBodyBytesInFlight: BUDGET });
    // Arrange: 200 KiB bodies that would fill the budget, sent with a wrong key, with none, and to the capability check
    const wrongKey = await hold(server.port, sendHead('rcs_wrong_0123456789abcdef0123456789abcdef', MAX_BODY));
    const noKey = await hold(server.port, sendHead('', MAX_BODY).replace('Authorization: Bearer \r\n', ''));
    const capabilities = await hold(server.port, sendHead('rcs_wrong_0123456789abcdef0123456789abcdef', MAX_BODY).replace('/v1.2/rcs/send', '/v1.2/rcs/capabilities'));
    held.push(wrongKey, noKey, capabilities);
    // Assert: each is answered 401 at once, without a byte of its body sent, and closed
    for (const [connection, challenge] of [[wrongKey, 'Bearer realm="rcs-send", error="invalid_token"'], [noKey, 'Bearer realm="rcs-send"'], [capabilities, 'Bearer realm="rcs-send", error="invalid_token"']] as const) {
      await connection.until(undefined);
      const answered = firstResponse(connection.received().replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, ''));
      expect(answered.status).toBe(401);
      expect(answered.headers).toMatchObject({ 'www-authenticate': challenge, connection: 'close' });
      expectErrorBody(answered.body, 'UNAUTHENTICATED');
    }
    // none of them holds a share: a valid held body and one of the rest still fit exactly
    await heldBody(server.port, MAX_BODY);
    expect((await sendOfLength(server.port, BUDGET - MAX_BODY)).status).toBe(202);
    // with the budget full, the key still decides first, from one byte past the small bodies on
    await heldBody(server.port, BUDGET - MAX_BODY);
    const wrongKeyOfLength = async (length: number) =>
      firstResponse((await exchange(server.port, [sendHead('rcs_wrong_0123456789abcdef0123456789abcdef', length).replace('Expect: 100-continue\r\n', 'Connection: close\r\n') + ' '.repeat(length)])).text);
    expect((await wrongKeyOfLength(SMALL + 1)).status).toBe(401);
    expect((await wrongKeyOfLength(SMALL)).status).toBe(401);
    expect((await sendOfLength(server.port, SMALL + 1)).status).toBe(503);
    // a small body with a wrong key is the service's to refuse, as before
    const small = firstResponse((await exchange(server.port, [sendHead('rcs_wrong_0123456789abcdef0123456789abcdef', 2).replace('Expect: 100-continue\r\n', 'Connection: close\r\n') + '{}'])).text);
    expect(small.status).toBe(401);
  });

  it('should not answer a large body 401 when the key store fails, but answer it as the service answers a small one', async () => {
    const failing = await startServer({
      config: { ...loadServerConfig({ env: { RCS_SEND_PORT: '0' } }).config, database: join(directory, 'rcs-send-failing-auth.db'), maxBodyBytes: MAX_BODY, maxBodyBytesInFlight: BUDGET },
      ports: { auth: { authenticate: () => Promise.reject(new Error('the key store is down')) } },
      playground: false,
      log: () => undefined,
    });
    servers.push(failing);
    const [small, large] = [await sendOfLength(failing.port, 600), await sendOfLength(failing.port, SMALL + 1)];
    expect(small.status).toBeGreaterThanOrEqual(500);
    expect([large.status, (large.body as { error: unknown }).error]).toEqual([small.status, (small.body as { error: unknown }).error]);
  });

  it('should count a chunked body at the largest size, since it may grow to it', async () => {
    const server = await serve({ maxBodyBytes: MAX_BODY, maxBodyBytesInFlight: BUDGET });
    const chunked = `POST /v1.2/rcs/send HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n`;
    const connection = await hold(server.port, chunked);
    held.push(connection);
    await connection.until('100 Continue');
    expect((await sendOfLength(server.port, BUDGET - MAX_BODY)).status).toBe(202);
    expect((await sendOfLength(server.port, BUDGET - MAX_BODY + 1)).status).toBe(503);
  });
});

describe('the cap of connections', () => {
  const CAP = 4;
  const probe = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';

  it('should close the connection idle the longest to serve a newcomer, never a busy one', async () => {
    const server = await serve({ maxConnections: CAP });
    // Arrange: one idle connection first, then three busy with bodies that never end
    const idle = await hold(server.port);
    held.push(idle);
    const busy = [await heldBody(server.port, 1000), await heldBody(server.port, 1000), await heldBody(server.port, 1000)];
    // Act
    const answer = firstResponse((await exchange(server.port, [probe])).text);
    // Assert
    expect(answer.status).toBe(200);
    await idle.until(undefined);
    expect(idle.isClosed()).toBe(true);
    expect(busy.map((connection) => connection.isClosed())).toEqual([false, false, false]);
  });

  it('should keep serving while more idle sockets than the cap keep arriving, closing the oldest', async () => {
    const server = await serve({ maxConnections: CAP });
    const idle: HeldConnection[] = [];
    for (let i = 0; i < CAP * 5; i++) idle.push(await hold(server.port));
    held.push(...idle);
    expect(firstResponse((await exchange(server.port, [probe])).text).status).toBe(200);
    await expect.poll(() => idle.filter((connection) => !connection.isClosed()).length).toBeLessThan(CAP);
    expect(idle.slice(-(CAP - 1)).every((connection) => !connection.isClosed())).toBe(true);
  });

  it('should answer 503 SERVER_BUSY with Retry-After and close, when every connection is busy', async () => {
    const server = await serve({ maxConnections: CAP });
    const busy = await Promise.all(Array.from({ length: CAP }, () => heldBody(server.port, 1000)));
    const refused = firstResponse((await exchange(server.port, [probe])).text);
    expect(refused.status).toBe(503);
    expect(refused.headers).toMatchObject({ 'retry-after': '1', connection: 'close' });
    expectErrorBody(refused.body, 'SERVER_BUSY');
    expect(busy.map((connection) => connection.isClosed())).toEqual([false, false, false, false]);
    // one busy client leaves: the next one is served
    busy[0]?.socket.destroy();
    await expect.poll(async () => firstResponse((await exchange(server.port, [probe])).text).status).toBe(200);
  });
});
