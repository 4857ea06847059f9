// The reference server's edges under hostile clients, over raw sockets: malformed framing and
// oversized heads answered in the spec's error shape and closed, slow clients cut within
// their timeout plus the one-second check, idle keep-alive connections closed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadServerConfig, startServer, type RunningServer } from '@rcs-send/server';
import { expectErrorBody } from './support/expectErrorBody';
import { API_KEY, ORG_ID, SENDER, request, textMessage } from './support/fixtures';
import { exchange, firstResponse, responsesIn } from './support/rawSocket';

const HEADERS_TIMEOUT = 2000;
const REQUEST_TIMEOUT = 3000;
const KEEP_ALIVE_TIMEOUT = 1000;
/** Node checks the timeouts every second; scheduling on a busy machine gets a little more. */
const CHECK_AND_MARGIN = 1000 + 800;
const POST = 'POST /v1.2/rcs/send HTTP/1.1\r\nHost: 127.0.0.1\r\n';
const body = JSON.stringify(request([textMessage(1)]));

let directory: string;
let server: RunningServer;
const logged: string[] = [];
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-edges-'));
  const { config } = loadServerConfig({
    env: { RCS_SEND_PORT: '0', RCS_SEND_HEADERS_TIMEOUT: String(HEADERS_TIMEOUT), RCS_SEND_REQUEST_TIMEOUT: String(REQUEST_TIMEOUT), RCS_SEND_KEEP_ALIVE_TIMEOUT: String(KEEP_ALIVE_TIMEOUT) },
  });
  const tenant = { apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }], organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 100 }] };
  server = await startServer({ config: { ...config, ...tenant, database: join(directory, 'rcs-send.db'), rateLimit: null }, playground: false, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('malformed HTTP on the reference server', () => {
  it.each([
    ['a Content-Length that is no number', `${POST}Content-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`],
    ['Content-Length and Transfer-Encoding both', `${POST}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
    ['two different Content-Lengths', `${POST}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`],
    ['a chunk size that is no number', `${POST}Transfer-Encoding: chunked\r\n\r\nzz\r\n`],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
    ['an HTTP/1.1 request without Host', 'GET /healthz HTTP/1.1\r\n\r\n'],
    ['an HTTP/1.1 send without Host', `POST /v1.2/rcs/send HTTP/1.1\r\nAuthorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`],
  ])('should answer %s with 400 MALFORMED_HTTP in the spec shape, then close', async (_, raw) => {
    const { text } = await exchange(server.port, [raw]);
    const response = firstResponse(text);
    expect(response.status).toBe(400);
    expect(response.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    expectErrorBody(response.body, 'MALFORMED_HTTP');
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ event: 'connection-error', code: 'MALFORMED_HTTP' }));
  });

  it.each(['http://127.0.0.1/v1.2/rcs/send', 'HTTP://example.com:8080/v1.2/rcs/send', 'http://127.0.0.1/v1.2/rcs/send?'])('should serve a send whose target is in absolute form (%s), as HTTP/1.1 requires', async (target) => {
    const head = `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nConnection: close\r\n`;
    const { text } = await exchange(server.port, [`${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`]);
    expect(firstResponse(text).status).toBe(202);
  });

  it('should ignore an expectation other than 100-continue and answer the request in the API shape, never a bare 417', async () => {
    const head = `${POST}Authorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nExpect: 200-ok\r\nConnection: close\r\n`;
    const { text } = await exchange(server.port, [`${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`]);
    const response = firstResponse(text);
    expect([response.status, response.headers['content-type']]).toEqual([202, 'application/json; charset=utf-8']);
  });

  it('should answer an HTTP/1.0 request without Host, which HTTP/1.0 does not require', async () => {
    const { text } = await exchange(server.port, ['GET /healthz HTTP/1.0\r\n\r\n']);
    expect(firstResponse(text).status).toBe(200);
  });

  it.each(['CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n', 'CONNECT example.com:80 HTTP/1.1\r\n\r\n'])('should answer %j with 405 METHOD_NOT_ALLOWED in the spec shape and Allow, open no tunnel, then close', async (raw) => {
    const { text } = await exchange(server.port, [raw]);
    const response = firstResponse(text);
    expect(response.status).toBe(405);
    expect(response.headers).toMatchObject({ allow: 'GET, HEAD, POST, DELETE', connection: 'close' });
    expectErrorBody(response.body, 'METHOD_NOT_ALLOWED');
    expect(responsesIn(text)).toHaveLength(1);
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ event: 'connection-error', code: 'METHOD_NOT_ALLOWED' }));
  });

  it('should answer a Content-Length shorter than the body: the request it frames (400 MALFORMED_JSON), then 400 MALFORMED_HTTP for the rest', async () => {
    const { text } = await exchange(server.port, [`${POST}Authorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n${body}`]);
    const codes = responsesIn(text).map((response) => [response.status, (response.body as { error: { code: string } }).error.code]);
    expect(codes).toEqual([
      [400, 'MALFORMED_JSON'],
      [400, 'MALFORMED_HTTP'],
    ]);
  });

  it.each([
    ['one send', 1, 'garbage\r\n\r\n', 400],
    ['two sends', 2, 'garbage\r\n\r\n', 400],
    ['one send', 1, `${POST}X-Padding: ${'a'.repeat(16 * 1024)}\r\n\r\n`, 431],
    ['one send', 1, `${POST}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`, 400],
  ])('should answer %s received whole before a malformed request on its connection (%#): each 202 first, then the error, then close', async (_, sends, malformed, status) => {
    const framed = (id: number): string => {
      const text = JSON.stringify(request([textMessage(id)]));
      return `${POST}Authorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`;
    };
    const { text } = await exchange(server.port, [Array.from({ length: sends }, (_unused, i) => framed(i + 1)).join('') + malformed]);
    const responses = responsesIn(text);
    expect(responses.map((response) => response.status)).toEqual([...Array<number>(sends).fill(202), status]);
    for (const accepted of responses.slice(0, sends)) expect(accepted.body).toMatchObject({ messages: [{ status: 'ACCEPTED' }] });
    expect(responses.at(-1)?.headers).toMatchObject({ connection: 'close' });
  });

  it('should answer headers over 16 KiB with 431 HEADERS_TOO_LARGE', async () => {
    const { text } = await exchange(server.port, [`${POST}X-Padding: ${'a'.repeat(16 * 1024)}\r\n\r\n`]);
    expect(firstResponse(text).status).toBe(431);
    expectErrorBody(firstResponse(text).body, 'HEADERS_TOO_LARGE');
  });

  it('should answer a request target over 8 KiB with 414 URI_TOO_LONG, and one of 8 KiB as any unknown path', async () => {
    const target = (bytes: number): string => `/${'a'.repeat(bytes - 1)}`;
    const tooLong = await fetch(`http://127.0.0.1:${server.port}${target(8193)}`);
    expect(tooLong.status).toBe(414);
    expectErrorBody(await tooLong.json(), 'URI_TOO_LONG');
    const longest = await fetch(`http://127.0.0.1:${server.port}${target(8192)}`);
    expect(longest.status).toBe(404);
    expectErrorBody(await longest.json(), 'ROUTE_NOT_FOUND');
  });
});

describe('slow clients on the reference server', () => {
  it(`should cut headers sent a byte every 500 ms within ${HEADERS_TIMEOUT} ms and the 1 s check, with 408 REQUEST_TIMEOUT`, async () => {
    const head = [...`${POST}Content-Type: application/json\r\nX-Slow: ${'a'.repeat(100)}`];
    const { text, closedAfterMs } = await exchange(server.port, head, 500);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT - 50);
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT + CHECK_AND_MARGIN);
    expect(firstResponse(text).status).toBe(408);
    expectErrorBody(firstResponse(text).body, 'REQUEST_TIMEOUT');
  });

  it(`should cut a body sent a byte every 500 ms within ${REQUEST_TIMEOUT} ms and the 1 s check`, async () => {
    const head = `${POST}Authorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { text, closedAfterMs } = await exchange(server.port, [head, ...body], 500);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT + 500 + CHECK_AND_MARGIN);
    expect(firstResponse(text).status).toBe(408);
    expectErrorBody(firstResponse(text).body, 'REQUEST_TIMEOUT');
  });

  it('should log and count a body cut for its slowness as the 408 its client got, not as an answer never sent', async () => {
    const head = `${POST}Authorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 50}\r\n\r\n`;
    const from = logged.length;
    const { text } = await exchange(server.port, [head, body]);
    expect(firstResponse(text).status).toBe(408);
    // A request after it, on a connection of its own, is logged after whatever the cut request's listener did.
    expect((await fetch(`http://127.0.0.1:${server.port}/v1.2/rcs/messages`)).status).toBe(401);
    await vi.waitFor(() => expect(logged.slice(from).some((line) => line.includes('"/v1.2/rcs/messages"'))).toBe(true), { timeout: 10_000 });
    const lines = logged.slice(from).map((line) => JSON.parse(line) as { event: string; path?: string; code?: string });
    expect(lines.filter((line) => line.event === 'connection-error')).toEqual([expect.objectContaining({ code: 'REQUEST_TIMEOUT' })]);
    expect(lines.filter((line) => line.path === '/v1.2/rcs/send')).toEqual([]);
  });

  it('should close a connection that sends nothing at all within the headers timeout', async () => {
    const { closedAfterMs } = await exchange(server.port, []);
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT + CHECK_AND_MARGIN);
  });

  it(`should close an idle keep-alive connection ${KEEP_ALIVE_TIMEOUT} ms (plus Node's 1 s) after its response`, async () => {
    const { text, closedAfterMs } = await exchange(server.port, ['GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']);
    expect(firstResponse(text)).toMatchObject({ status: 200, headers: { 'keep-alive': `timeout=${KEEP_ALIVE_TIMEOUT / 1000}` } });
    expect(closedAfterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT);
    expect(closedAfterMs).toBeLessThan(KEEP_ALIVE_TIMEOUT + 1000 + 800);
  });
});

describe('bodies the answer leaves unread, on the reference server with its default timeouts', () => {
  let directory: string;
  let server: RunningServer;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'rcs-send-unread-'));
    const { config } = loadServerConfig({ env: { RCS_SEND_PORT: '0' } });
    const tenant = { apiKeys: [{ apiKey: API_KEY, principalId: 'acme' }], organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 100 }] };
    server = await startServer({ config: { ...config, ...tenant, database: join(directory, 'rcs-send.db'), rateLimit: null }, playground: false, log: () => undefined });
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  const keyed = `${POST}Authorization: Bearer ${API_KEY}\r\nContent-Type: application/json\r\n`;

  it('should refuse a declared length over the limit with 413 alone when the client waits for 100 Continue, then close', async () => {
    const { text, closedAfterMs } = await exchange(server.port, [`${keyed}Expect: 100-continue\r\nContent-Length: 1000000000000\r\n\r\n`]);
    expect(text).not.toContain('100 Continue');
    expect(responsesIn(text).map((response) => response.status)).toEqual([413]);
    expect(firstResponse(text).headers).toMatchObject({ connection: 'close' });
    expectErrorBody(firstResponse(text).body, 'PAYLOAD_TOO_LARGE');
    expect(closedAfterMs).toBeLessThan(10_000); // the request timeout is 30 s
  });

  it('should send 100 Continue for a body it reads, then answer it', async () => {
    const { text } = await exchange(server.port, [`${keyed}Expect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`, body], 300);
    expect(responsesIn(text).map((response) => response.status)).toEqual([100, 202]);
  });

  it('should close within seconds a connection whose client goes on sending the body its 413 refused', async () => {
    const chunk = 'a'.repeat(64 * 1024);
    const { text, closedAfterMs } = await exchange(server.port, [`${keyed}Content-Length: 50000000\r\n\r\n`, ...Array<string>(400).fill(chunk)], 50);
    expect(firstResponse(text).status).toBe(413);
    expect(closedAfterMs).toBeLessThan(10_000); // the chunks alone would last 20 s, the request timeout 30 s
  });
});
