// The validation-only entry points on a gateway that sends on itself (Express, Koa, Hono):
// what next() sees of a valid body, and the spec's error shape for everything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidationProfile } from '@rcs-send/core';
import { ORG_ID, request, SENDER, textMessage } from './support/fixtures';
import { post } from './support/client';
import { exchange, firstResponse } from './support/rawSocket';
import { expectErrorBody } from './support/expectErrorBody';
import type { RunningHost } from './support/hosts';
import { startValidationHost, VALIDATION_HOSTS, type Echo } from './support/validationHosts';

const MAX = 4096;
const noKey = { key: null } as const;
/** A valid body padded with JSON whitespace to exactly `bytes` bytes. */
const bodyOfBytes = (bytes: number): string => {
  const json = JSON.stringify(request([textMessage()]));
  return json + ' '.repeat(bytes - Buffer.byteLength(json));
};
/** A body without Content-Length, sent in chunks. */
const streamed = (text: string): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.slice(at, at + 1000));
      controller.close();
    },
  });

describe.each(VALIDATION_HOSTS)('validation only on %s', (kind) => {
  let host: RunningHost;
  let perMessage: RunningHost;
  let profiled: RunningHost;

  beforeAll(async () => {
    host = await startValidationHost(kind, { maxBodyBytes: MAX });
    perMessage = await startValidationHost(kind, { perMessage: true });
    profiled = await startValidationHost(kind, { profile: (_organizationId, sender) => (sender === undefined ? createValidationProfile({ refusedTerms: ['sale'] }) : undefined) });
  });
  afterAll(async () => {
    await host.close();
    await perMessage.close();
    await profiled.close();
  });

  it("should answer a message breaking the organization's profile 400 with its PROFILE_ code at its param, and pass one that keeps it", async () => {
    const refused = await post(profiled.url, request([textMessage(0, 'Big SALE today')]), noKey);
    expect(refused.status).toBe(400);
    expectErrorBody(refused.body, 'PROFILE_TERM_NOT_ALLOWED', 'messages[0].contentMessage.text');
    expect((await post(profiled.url, request([textMessage()]), noKey)).status).toBe(200);
  });

  it('should hand the canonical request to the next handler, without any API key', async () => {
    const body = request([{ ...textMessage(), to: '+351 912 345 678' }], ORG_ID.toUpperCase());
    const reply = await post(host.url, body, noKey);
    expect(reply.status).toBe(200);
    const canonical = { to: '351912345678', from: SENDER, contentMessage: { text: 'Hello from the tests' } };
    expect(reply.body as Echo).toEqual({
      reached: true,
      validation: { request: { organizationId: ORG_ID, messages: [canonical] }, messages: [{ index: 0, status: 'VALID', message: canonical }], allValid: true },
    });
  });

  it('should answer an invalid message with 400, its code and param, and not reach the handler', async () => {
    const reply = await post(host.url, request([textMessage(), { ...textMessage(1), to: '12' }]), noKey);
    expect(reply.status).toBe(400);
    expectErrorBody(reply.body, 'TO_INVALID_LENGTH', 'messages[1].to');
  });

  it('should answer an invalid root with 400 at its param', async () => {
    const reply = await post(host.url, { organizationId: ORG_ID, messages: [textMessage()], priority: 'high' }, noKey);
    expect(reply.status).toBe(400);
    expectErrorBody(reply.body, 'UNKNOWN_FIELD', 'priority');
  });

  it('should accept a body of exactly maxBodyBytes and answer 413 one byte over, declared or streamed', async () => {
    expect((await post(host.url, bodyOfBytes(MAX), noKey)).status).toBe(200);
    const over = await post(host.url, bodyOfBytes(MAX + 1), noKey);
    expect(over.status).toBe(413);
    expectErrorBody(over.body, 'PAYLOAD_TOO_LARGE');
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: streamed(bodyOfBytes(MAX + 1)), duplex: 'half' };
    const response = await fetch(host.url, init as RequestInit);
    expect(response.status).toBe(413);
    expectErrorBody(await response.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('should answer bad JSON with 400 MALFORMED_JSON', async () => {
    const reply = await post(host.url, '{"organizationId":', noKey);
    expect(reply.status).toBe(400);
    expectErrorBody(reply.body, 'MALFORMED_JSON');
  });

  it('should answer another content type with 415', async () => {
    const reply = await post(host.url, JSON.stringify(request([textMessage()])), { ...noKey, headers: { 'content-type': 'text/plain' } });
    expect(reply.status).toBe(415);
    expectErrorBody(reply.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('should answer another method with 405 and Allow: POST', async () => {
    const reply = await post(host.url, undefined, { ...noKey, method: 'GET' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('POST');
    expectErrorBody(reply.body, 'METHOD_NOT_ALLOWED');
  });

  it('should hand on per-message verdicts with perMessage when one message is valid', async () => {
    const reply = await post(perMessage.url, request([{ ...textMessage(), to: '12' }, textMessage(1)]), noKey);
    expect(reply.status).toBe(200);
    const { validation } = reply.body as Echo;
    expect(validation.allValid).toBe(false);
    expect(validation.request.messages).toEqual([textMessage(1)]);
    expect(validation.messages[0]).toEqual({ index: 0, status: 'REJECTED', error: { code: 'TO_INVALID_LENGTH', param: 'messages[0].to', description: expect.any(String) } });
    expect(validation.messages[1]).toMatchObject({ index: 1, status: 'VALID' });
  });

  it('should still answer 400 with perMessage when no message is valid, or the root is not', async () => {
    const none = await post(perMessage.url, request([{ ...textMessage(), to: '12' }, { ...textMessage(1), from: '' }]), noKey);
    expect(none.status).toBe(400);
    expectErrorBody(none.body, 'TO_INVALID_LENGTH', 'messages[0].to');
    const root = await post(perMessage.url, request([textMessage()], 'not-a-uuid'), noKey);
    expect(root.status).toBe(400);
    expect(root.body.error.param).toBe('organizationId');
  });
});

// A Fetch host joins repeated headers into one value (refused as that value): only a node host can count them.
describe.each(['express', 'koa'] as const)('repeated headers, validation only on %s', (kind) => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await startValidationHost(kind, {});
  });
  afterAll(() => host.close());

  it.each([
    ['content-type', ['Content-Type: application/json', 'Content-Type: text/plain']],
    ['authorization', ['Authorization: Bearer a', 'Authorization: Bearer b', 'Content-Type: application/json']],
  ])('should answer 400 HEADER_REPEATED at %s, as the service does, and hand nothing on', async (param, headers) => {
    const body = JSON.stringify(request([textMessage()]));
    const lines = [`POST ${new URL(host.url).pathname} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers, `Content-Length: ${Buffer.byteLength(body)}`, '', body];
    const reply = firstResponse((await exchange(Number(new URL(host.url).port), [lines.join('\r\n')])).text);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'HEADER_REPEATED', param } });
  });
});
