// The RBM adapter against the emulator, with service-account OAuth2 through a fake token
// endpoint on loopback: each RBM answer maps to its outcome, tokens are cached and renewed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRbmDeliveryPort, RBM_SCOPE, serviceAccountTokens, type DeliveryPort } from '@rcs-send/delivery';
import { toAgentMessage } from '@rcs-send/rbm';
import { startRbmEmulator, type RbmEmulator } from '@rcs-send/rbm-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAccountKey, startFakeTokenEndpoint, type FakeTokenEndpoint } from './support/fakeTokenEndpoint';

let emulator: RbmEmulator;
let tokenEndpoint: FakeTokenEndpoint;
let port: DeliveryPort;
beforeAll(async () => {
  [emulator, tokenEndpoint] = await Promise.all([startRbmEmulator(), startFakeTokenEndpoint()]);
  const tokens = serviceAccountTokens({ ...serviceAccountKey(), tokenUrl: tokenEndpoint.url });
  port = createRbmDeliveryPort({ baseUrl: emulator.url, tokens });
});
afterAll(() => Promise.all([emulator.close(), tokenEndpoint.close()]));

const call = (to = '351912345678', text = 'Hello') => ({
  request: toAgentMessage({ to, from: 'acme', contentMessage: { text } }, { messageId: crypto.randomUUID(), agentIdOf: (from) => `${from}@rbm.goog` }),
});

describe('createRbmDeliveryPort', () => {
  it('should get a token with a JWT signed by the service account for RBM, and reuse it', async () => {
    expect(await port.deliver(call())).toEqual({ outcome: 'sent' });
    expect(await port.deliver(call())).toEqual({ outcome: 'sent' });
    expect(tokenEndpoint.claims).toHaveLength(1);
    expect(tokenEndpoint.claims[0]).toMatchObject({ iss: 'sender@project.iam.gserviceaccount.com', scope: RBM_SCOPE, aud: 'https://oauth2.googleapis.com/token' });
  });

  it('should map 404 and 400 to failed with the reason, 429 and 500 to retry with Retry-After, a lost answer to retry, and then 409 to sent', async () => {
    expect(await port.deliver(call('351912345404'))).toEqual({ outcome: 'failed', reason: 'NOT_FOUND: the recipient is not reachable via RCS', notRcsCapable: true });
    expect(await port.deliver(call(undefined, 'x'.repeat(3073)))).toMatchObject({ outcome: 'failed', reason: expect.stringMatching(/^INVALID_ARGUMENT: contentMessage\.text: /) });
    const same = call();
    emulator.faults.next({ kind: '429', retryAfterSeconds: 30 });
    emulator.faults.next({ kind: '500' });
    emulator.faults.next({ kind: 'drop' });
    expect(await port.deliver(same)).toEqual({ outcome: 'retry', afterMs: 30_000, reason: 'RESOURCE_EXHAUSTED: Quota exceeded.' });
    expect(await port.deliver(same)).toEqual({ outcome: 'retry', reason: 'INTERNAL: Internal error encountered.' });
    expect(await port.deliver(same)).toMatchObject({ outcome: 'retry', reason: expect.stringMatching(/^network: /) });
    expect(await port.deliver(same)).toEqual({ outcome: 'sent' });
    expect(emulator.received.filter((message) => message.messageId === same.request.messageId)).toHaveLength(1);
    expect(emulator.duplicates).toBe(1);
  });

  it('should give up a send when its signal aborts, as a retry', async () => {
    emulator.faults.next({ kind: 'slow', delayMs: 2_000 });
    const started = Date.now();
    expect(await port.deliver({ ...call(), signal: AbortSignal.timeout(100) })).toMatchObject({ outcome: 'retry' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('should answer a retry, not throw, when the token endpoint is unreachable', async () => {
    const tokens = serviceAccountTokens({ ...serviceAccountKey(), tokenUrl: 'http://127.0.0.1:9/token' });
    const unreachable = createRbmDeliveryPort({ baseUrl: emulator.url, tokens });
    expect(await unreachable.deliver(call())).toMatchObject({ outcome: 'retry', reason: expect.stringMatching(/^token: /) });
  });

  it('should retry after a 401 with a new token', async () => {
    const seen: string[] = [];
    const platform = createServer((request, response) => {
      seen.push(request.headers.authorization ?? '');
      request.resume();
      response.writeHead(seen.length === 1 ? 401 : 200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    try {
      const tokens = serviceAccountTokens({ ...serviceAccountKey(), tokenUrl: tokenEndpoint.url });
      const renewing = createRbmDeliveryPort({ baseUrl: `http://127.0.0.1:${(platform.address() as AddressInfo).port}/`, tokens });
      const before = tokenEndpoint.tokens.length;
      expect(await renewing.deliver(call())).toMatchObject({ outcome: 'retry', reason: 'HTTP_401' });
      expect(await renewing.deliver(call())).toEqual({ outcome: 'sent' });
      expect(tokenEndpoint.tokens.slice(before)).toHaveLength(2);
      expect(seen).toEqual(tokenEndpoint.tokens.slice(before).map((token) => `Bearer ${token}`));
    } finally {
      await new Promise((resolve) => platform.close(resolve));
    }
  });
});
