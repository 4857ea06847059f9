// The RBM client's other methods on a fake RBM on loopback that answers any status a test
// forces (the emulator's faults apply to sends only): agentMessages.delete for a cancel,
// phones.getCapabilities and users.batchGet for the capability check, each with its path,
// query, token and the mapping of its answers.
import { createRbmCapabilityPort, createRbmDeliveryPort, staticAccessToken, type DeliveryPort } from '@rcs-send/delivery';
import type { CapabilityPort } from '@rcs-send/service';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRbm, type FakeRbm } from './support/fakeRbm';

const ID = '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b';
let rbm: FakeRbm;
let delivery: DeliveryPort;
let capabilities: CapabilityPort;
const requestIds: string[] = [];

beforeAll(async () => {
  rbm = await startFakeRbm();
  delivery = createRbmDeliveryPort({ baseUrl: rbm.url, tokens: staticAccessToken('secret-token') });
  let n = 0;
  const requestId = (): string => {
    const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    requestIds.push(id);
    return id;
  };
  capabilities = createRbmCapabilityPort({ baseUrl: rbm.url, tokens: staticAccessToken('secret-token'), agentIdOf: (from) => `${from}@rbm.goog`, requestId });
});
afterAll(() => rbm.close());
beforeEach(() => {
  rbm.calls.length = 0;
  rbm.phones.clear();
});

describe('createRbmDeliveryPort().revoke', () => {
  it('should DELETE the message by phone, id and agent with the bearer token, and call 200 revoked', async () => {
    expect(await delivery.revoke?.({ parent: 'phones/+351912345678', agentId: 'acme@rbm.goog', messageId: ID })).toEqual({ outcome: 'revoked' });
    expect(rbm.calls).toEqual([{ method: 'DELETE', path: `/v1/phones/+351912345678/agentMessages/${ID}`, query: { agentId: 'acme@rbm.goog' }, authorization: 'Bearer secret-token', body: undefined }]);
  });

  it('should call 404 failed (already delivered), 503 a retry with Retry-After, 400 failed with the reason, and no answer a retry', async () => {
    const request = { parent: 'phones/+351912345678', agentId: 'acme', messageId: ID };
    rbm.next({ status: 404, body: { error: { code: 404, status: 'NOT_FOUND' } } });
    rbm.next({ status: 503, retryAfter: '7', body: { error: { code: 503, status: 'UNAVAILABLE', message: 'later' } } });
    rbm.next({ status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'bad agent' } } });
    expect(await delivery.revoke?.(request)).toEqual({ outcome: 'failed', reason: 'NOT_FOUND: already delivered, or unknown to the platform' });
    expect(await delivery.revoke?.(request)).toEqual({ outcome: 'retry', afterMs: 7000, reason: 'UNAVAILABLE: later' });
    expect(await delivery.revoke?.(request)).toEqual({ outcome: 'failed', reason: 'INVALID_ARGUMENT: bad agent' });
    const unreachable = createRbmDeliveryPort({ baseUrl: 'http://127.0.0.1:9/', tokens: staticAccessToken('t') });
    expect(await unreachable.revoke?.(request)).toMatchObject({ outcome: 'retry', reason: expect.stringMatching(/^network: /) });
  });
});

describe('createRbmCapabilityPort', () => {
  it('should GET the capabilities of the phone as the agent of the sender, with a fresh requestId each time', async () => {
    rbm.phones.set('+351912345678', ['RICHCARD_STANDALONE', 'ACTION_DIAL']);
    expect(await capabilities.features('acme', '351912345678')).toEqual(['RICHCARD_STANDALONE', 'ACTION_DIAL']);
    expect(await capabilities.features('acme', '351912345678')).toEqual(['RICHCARD_STANDALONE', 'ACTION_DIAL']);
    expect(rbm.calls.map(({ method, path, query, authorization }) => ({ method, path, query, authorization }))).toEqual(
      requestIds.slice(-2).map((requestId) => ({ method: 'GET', path: '/v1/phones/+351912345678/capabilities', query: { agentId: 'acme@rbm.goog', requestId }, authorization: 'Bearer secret-token' })),
    );
    expect(new Set(requestIds.slice(-2)).size).toBe(2);
  });

  it('should answer undefined for a phone the platform does not reach (404), and only the strings of the features', async () => {
    expect(await capabilities.features('acme', '351912345679')).toBeUndefined();
    rbm.next({ status: 200, body: { features: ['ACTION_DIAL', 7, null] } });
    expect(await capabilities.features('acme', '351912345679')).toEqual(['ACTION_DIAL']);
  });

  it('should POST users:batchGet with the agent and the E.164 numbers, and give back the reachable ones as digits', async () => {
    rbm.phones.set('+351912345678', []);
    rbm.phones.set('+447400123456', ['ACTION_DIAL']);
    expect(await capabilities.reachable('acme', ['351912345678', '351912345679', '447400123456'])).toEqual(['351912345678', '447400123456']);
    expect(rbm.calls).toEqual([
      { method: 'POST', path: '/v1/users:batchGet', query: {}, authorization: 'Bearer secret-token', body: { agentId: 'acme@rbm.goog', users: ['+351912345678', '+351912345679', '+447400123456'] } },
    ]);
  });

  it('should throw an unavailability with the platform\'s Retry-After for 429 and 5xx, 1 second without one, and a plain error for another refusal', async () => {
    rbm.next({ status: 429, retryAfter: '30', body: { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } } });
    rbm.next({ status: 500 });
    rbm.next({ status: 403, body: { error: { code: 403, status: 'PERMISSION_DENIED', message: 'agent not launched' } } });
    await expect(capabilities.features('acme', '351912345678')).rejects.toMatchObject({ unavailable: true, retryAfterSeconds: 30 });
    await expect(capabilities.reachable('acme', ['351912345678'])).rejects.toMatchObject({ unavailable: true, retryAfterSeconds: 1 });
    const refused = await capabilities.features('acme', '351912345678').catch((error: unknown) => error);
    expect([(refused as { unavailable?: unknown }).unavailable, (refused as Error).message]).toEqual([undefined, 'RBM getCapabilities: PERMISSION_DENIED: agent not launched']);
    const down = createRbmCapabilityPort({ baseUrl: 'http://127.0.0.1:9/', tokens: staticAccessToken('t') });
    await expect(down.features('acme', '351912345678')).rejects.toMatchObject({ unavailable: true, retryAfterSeconds: 1 });
  });
});
