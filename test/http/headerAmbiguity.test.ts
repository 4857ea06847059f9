// A header that must appear once, sent twice, is refused before anything is read or charged: a
// proxy reading the first copy and the service the last (or the reverse) would see two
// requests. A body with a Content-Encoding is refused with 415, never read as something else.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, firstResponse } from './support/rawSocket';
import { API_KEY, OTHER_API_KEY, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost, type RunningHost } from './support/hosts';

const body = JSON.stringify(request([textMessage()]));
/** A raw POST of `body` with these header lines (after Host and Connection). */
const rawPost = (headers: readonly string[], payload: string = body): string =>
  [`POST /v1.2/rcs/send HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers, '', payload].join('\r\n');
const standard = (length = Buffer.byteLength(body)): string[] => [`Authorization: Bearer ${API_KEY}`, 'Content-Type: application/json', `Content-Length: ${length}`];

describe.each(HOSTS.filter((host) => host !== 'fetch'))('repeated headers on the %s host', (kind) => {
  const ports = testPorts(1000);
  let host: RunningHost;
  beforeAll(async () => {
    host = await startHost(kind, testService(ports));
  });
  afterAll(() => host.close());
  const port = (): number => Number(new URL(host.origin).port);

  it.each([
    ['authorization', [`Authorization: Bearer ${API_KEY}`, `Authorization: Bearer ${OTHER_API_KEY}`, 'Content-Type: application/json']],
    ['authorization', [`Authorization: Bearer ${API_KEY}`, `authorization: Bearer ${API_KEY}`, 'Content-Type: application/json']],
    ['content-type', [`Authorization: Bearer ${API_KEY}`, 'Content-Type: application/json', 'Content-Type: text/plain']],
    ['idempotency-key', [`Authorization: Bearer ${API_KEY}`, 'Content-Type: application/json', 'Idempotency-Key: a', 'Idempotency-Key: b']],
  ])('should answer 400 HEADER_REPEATED at %s, charging nothing', async (param, headers) => {
    const before = ports.balance.balanceOf(request([])['organizationId'] as string);
    const reply = firstResponse((await exchange(port(), [rawPost([...headers, `Content-Length: ${Buffer.byteLength(body)}`])])).text);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'HEADER_REPEATED', param } });
    expect(ports.balance.balanceOf(request([])['organizationId'] as string)).toBe(before);
  });

  it('should leave a repeated Content-Length to Node: its own 400 without a body, the connection closed, nothing charged', async () => {
    const before = ports.balance.balanceOf(request([])['organizationId'] as string);
    const length = `Content-Length: ${Buffer.byteLength(body)}`;
    const { text } = await exchange(port(), [rawPost([`Authorization: Bearer ${API_KEY}`, 'Content-Type: application/json', length, length])]);
    expect(text).toBe('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    expect(ports.balance.balanceOf(request([])['organizationId'] as string)).toBe(before);
  });

  it('should accept the same request with each header once', async () => {
    const reply = firstResponse((await exchange(port(), [rawPost(standard())])).text);
    expect(reply.status).toBe(202);
  });
});

describe.each(HOSTS)('Content-Encoding on the %s host', (kind) => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startHost(kind, testService(testPorts(1000)));
  });
  afterAll(() => host.close());
  const send = (encoding: string | undefined, payload: Uint8Array | string = body) =>
    fetch(host.url, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json', ...(encoding === undefined ? {} : { 'content-encoding': encoding }) }, body: payload as BodyInit });

  it.each(['gzip', 'br', 'x-unknown', 'GZIP'])('should refuse a plain body labelled %s with 415 CONTENT_ENCODING_UNSUPPORTED', async (encoding) => {
    const reply = await send(encoding);
    expect(reply.status).toBe(415);
    expect(await reply.json()).toMatchObject({ error: { code: 'CONTENT_ENCODING_UNSUPPORTED' } });
  });

  it('should refuse a body really gzipped with 415, not 400 MALFORMED_JSON', async () => {
    const reply = await send('gzip', gzipSync(body));
    expect(reply.status).toBe(415);
    expect(await reply.json()).toMatchObject({ error: { code: 'CONTENT_ENCODING_UNSUPPORTED' } });
  });

  it.each([undefined, 'identity', ' Identity '])('should accept a body with Content-Encoding %j', async (encoding) => {
    expect((await send(encoding)).status).toBe(202);
  });
});
