import { toAgentMessage } from '@rcs-send/rbm';
import { afterEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from './rbmEmulator';
import { startRbmEmulator } from './startRbmEmulator';

let emulator: RbmEmulator;
afterEach(() => emulator.close());

const call = (to = '351912345678', messageId = crypto.randomUUID()) =>
  toAgentMessage({ to, from: 'acme', contentMessage: { text: 'Hello' } }, { messageId, agentIdOf: (from) => `${from}@rbm.goog` });

const send = async (request: ReturnType<typeof call>, init: RequestInit = {}) => {
  const response = await fetch(`${emulator.url}${request.path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
    ...init,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { error?: { status: string; details?: unknown[] } } };
};

describe('startRbmEmulator', () => {
  it('should take a valid message once, answer a reused messageId 409 ALREADY_EXISTS, and record when it took it', async () => {
    emulator = await startRbmEmulator();
    const request = call();
    const before = Date.now();
    expect((await send(request)).status).toBe(200);
    expect((await send(request)).body.error?.status).toBe('ALREADY_EXISTS');
    expect(emulator.received).toHaveLength(1);
    expect(emulator.received[0]).toMatchObject({ phoneNumber: '+351912345678', agentId: 'acme@rbm.goog', messageId: request.messageId, body: request.body });
    expect(emulator.received[0]?.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(emulator.duplicates).toBe(1);
  });

  it('should keep the last keepReceived messages, and still refuse a repeat of one it no longer keeps', async () => {
    emulator = await startRbmEmulator({ keepReceived: 2 });
    const [first, second, third] = [call(), call(), call()];
    for (const request of [first, second, third]) expect((await send(request)).status).toBe(200);
    expect(emulator.received.map((message) => message.messageId)).toEqual([second.messageId, third.messageId]);
    expect((await send(first)).status).toBe(409);
    await expect(startRbmEmulator({ keepReceived: -1 })).rejects.toThrow(RangeError);
  });

  it('should remember the last keepMessages ids exactly: a repeat of one of them is 409, of the one before them taken again', async () => {
    emulator = await startRbmEmulator({ keepMessages: 2 });
    const [first, second, third] = [call(), call(), call()];
    for (const request of [first, second, third]) expect((await send(request)).status).toBe(200);
    expect([(await send(second)).status, (await send(third)).status]).toEqual([409, 409]);
    expect(emulator.stateOf(first.agentId, first.messageId)).toBeUndefined();
    expect((await send(first)).status).toBe(200); // forgotten: the bound held
    await expect(startRbmEmulator({ keepMessages: 0 })).rejects.toThrow('keepMessages must be a positive integer');
  });

  it('should say where a message stands on its admin route, and 404 for one it never took', async () => {
    emulator = await startRbmEmulator({ recipients: { '+351911111111': { kind: 'neverOnline' } } });
    const [waiting, delivered] = [call('351911111111'), call()];
    for (const request of [waiting, delivered]) expect((await send(request)).status).toBe(200);
    const stateOf = async (agentId: string, messageId: string) => {
      const answer = await fetch(`${emulator.url}_emulator/messages/${encodeURIComponent(agentId)}/${messageId}`, { headers: { authorization: `Bearer ${emulator.adminToken}` } });
      return [answer.status, ((await answer.json()) as { state?: string }).state];
    };
    expect(await stateOf('acme@rbm.goog', waiting.messageId)).toEqual([200, 'waiting']);
    expect(await stateOf('acme@rbm.goog', delivered.messageId)).toEqual([200, 'delivered']);
    expect(await stateOf('other@rbm.goog', delivered.messageId)).toEqual([404, undefined]);
  });

  it('should answer 401 without a bearer token, 404 for a number ending in 404, and 400 in RBM shape for a broken body', async () => {
    emulator = await startRbmEmulator();
    expect((await send(call(), { headers: { 'content-type': 'application/json' } })).status).toBe(401);
    expect((await send(call('351912345404'))).body.error?.status).toBe('NOT_FOUND');
    expect((await send(call('351912345403'))).status).toBe(200);
    const broken = call();
    const answer = await send({ ...broken, body: { ...broken.body, contentMessage: { text: 'x'.repeat(3073) } } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details).toEqual([expect.objectContaining({ '@type': 'type.googleapis.com/google.rpc.BadRequest' })]);
    expect(emulator.received).toHaveLength(1);
  });

  it('should answer queued faults in order, then normally, and take a dropped message without answering it', async () => {
    emulator = await startRbmEmulator();
    const admin = await fetch(`${emulator.url}_emulator/faults`, { method: 'POST', headers: { authorization: `Bearer ${emulator.adminToken}` }, body: JSON.stringify({ kind: '429', count: 2, retryAfterSeconds: 7 }) });
    expect(admin.status).toBe(200);
    emulator.faults.next({ kind: '500' });
    emulator.faults.next({ kind: 'drop' });
    const request = call();
    const first = await send(request);
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, '7']);
    expect((await send(request)).status).toBe(429);
    expect((await send(request)).status).toBe(500);
    await expect(send(request)).rejects.toThrow();
    expect((await send(request)).status).toBe(409);
    expect(emulator.received.map((message) => message.messageId)).toEqual([request.messageId]);
    const refused = await fetch(`${emulator.url}_emulator/faults`, { method: 'POST', headers: { authorization: `Bearer ${emulator.adminToken}` }, body: JSON.stringify({ kind: 'slow' }) });
    expect(refused.status).toBe(400);
  });
});
