import { afterEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';
import { _admin, _call } from '../testing/emulatorHttp';
import { _isAdminAuthorization } from './adminToken';

let emulator: RbmEmulator;
afterEach(() => emulator.close());

const ROUTES: [string, string, unknown?][] = [
  ['POST', 'faults', { kind: '500' }],
  ['DELETE', 'faults'],
  ['GET', 'received'],
  ['GET', 'messages/acme%40rbm.goog/8d6f3c2e-1b4a-4c5d-9e7f-0a1b2c3d4e5f'],
  ['POST', 'event-fault', { fault: null }],
  ['POST', 'reply', { agentId: 'a', from: '+1', text: 'x' }],
  ['POST', 'subscription', { agentId: 'a', from: '+1', eventType: 'UNSUBSCRIBE' }],
  ['GET', 'recipients/+351912345678'],
  ['PUT', 'recipients/+351912345678', { kind: 'online' }],
  ['GET', 'no-such-route'],
];

describe('the admin token', () => {
  it.each(ROUTES)('should answer %s /_emulator/%s 401 in Google’s shape without the token, a wrong one or a near one', async (method, route, body) => {
    emulator = await startRbmEmulator({ adminToken: 'admin-secret' });
    for (const token of ['any', 'admin-secre', 'admin-secrett', 'Admin-secret', ' admin-secret']) {
      const answer = await _call(emulator, method, `_emulator/${route}`, body, token);
      expect([answer.status, answer.body.error?.status, answer.headers.get('www-authenticate')]).toEqual([401, 'UNAUTHENTICATED', 'Bearer']);
    }
    expect(emulator.faults.queued).toBe(0);
    expect((await _admin(emulator, method, route, body)).status).not.toBe(401);
  });

  it('should take the token only after "Bearer " (not lower-case, not basic, not alone)', () => {
    expect(_isAdminAuthorization('Bearer t0k', 't0k')).toBe(true);
    for (const header of [undefined, '', 't0k', 'bearer t0k', 'Basic t0k', 'Bearer', 'Bearer ', 'Bearer  t0k', 'Bearer t0k x']) expect(_isAdminAuthorization(header, 't0k')).toBe(false);
  });

  it('should generate a random 256-bit token when none is given, another for each emulator', async () => {
    emulator = await startRbmEmulator();
    const other = await startRbmEmulator();
    await other.close();
    expect(emulator.adminToken).toMatch(/^[\w-]{43}$/);
    expect(emulator.adminToken).not.toBe(other.adminToken);
    expect((await _admin(emulator, 'GET', 'received')).body).toEqual({ received: [], duplicates: 0 });
  });

  it.each(['', 'two words', 42])('should refuse the admin token %j', async (adminToken) => {
    await expect(startRbmEmulator({ adminToken: adminToken as string })).rejects.toThrow(TypeError);
    emulator = await startRbmEmulator(); // for afterEach
  });

  it('should not ask the API routes for it: any bearer token sends', async () => {
    emulator = await startRbmEmulator({ adminToken: 'admin-secret' });
    expect((await _call(emulator, 'GET', `v1/phones/+351912345678/capabilities?agentId=a&requestId=${crypto.randomUUID()}`)).status).toBe(200);
  });
});
