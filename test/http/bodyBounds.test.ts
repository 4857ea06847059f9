// The largest valid request is accepted; a larger body is refused cleanly with 413, whether
// its length is declared or streamed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@rcs-send/core';
import { DEFAULT_MAX_BODY_BYTES } from '@rcs-send/service';
import { API_KEY, messageOfBytes, request, testPorts, testService } from './support/fixtures';
import { post } from './support/client';
import { HOSTS, startHost, type RunningHost } from './support/hosts';

const largest = JSON.stringify(request(Array.from({ length: LIMITS.messagesMax }, (_, i) => messageOfBytes(i, LIMITS.messageBytesMax))));

/** Streams `bytes` of `chunk`-sized pieces without a Content-Length (chunked). */
function streamed(bytes: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

describe.each(HOSTS)('body bounds on %s', (kind) => {
  let host: RunningHost;
  const ports = testPorts();

  beforeAll(async () => {
    host = await startHost(kind, testService(ports));
  });
  afterAll(() => host.close());

  it('should accept 10 messages of 250 KB each (about 2.5 MB)', async () => {
    expect(Buffer.byteLength(largest)).toBeGreaterThan(2_560_000);
    expect(Buffer.byteLength(largest)).toBeLessThanOrEqual(DEFAULT_MAX_BODY_BYTES);
    const reply = await post(host.url, largest);
    expect(reply.status).toBe(202);
    expect(reply.body.messages).toHaveLength(10);
  });

  it('should refuse a body over the bound with 413 in the error shape (declared length)', async () => {
    const reply = await post(host.url, `${largest}${' '.repeat(DEFAULT_MAX_BODY_BYTES)}`);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', param: '', description: expect.any(String) }, messages: null });
  });

  it('should refuse a streamed body once it passes the bound, and keep serving', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` }, body: streamed(DEFAULT_MAX_BODY_BYTES + 200_000), duplex: 'half' };
    const response = await fetch(host.url, init as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await post(host.url, request([]))).status).toBe(400);
  });

  it('should reject one message over 250 KB on its own and accept the others', async () => {
    const reply = await post(host.url, request([messageOfBytes(0, LIMITS.messageBytesMax + 1), messageOfBytes(1, 20_000)]));
    expect(reply.status).toBe(200);
    expect(reply.body.messages[0].error).toMatchObject({ code: 'MESSAGE_TOO_LARGE', param: 'messages[0]' });
    expect(reply.body.messages[1].status).toBe('ACCEPTED');
  });

  it('should derive the bound from LIMITS', () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(LIMITS.messagesMax * LIMITS.messageBytesMax + 64 * 1024);
  });
});
