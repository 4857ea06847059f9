import { afterEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';
import { _call } from '../testing/emulatorHttp';

const ID = '0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c';

describe('a method the emulator does not emulate', () => {
  let emulator: RbmEmulator;
  afterEach(() => emulator.close());

  it.each([
    ['GET', 'v1/phones/+351912345678/agentMessages'],
    ['PATCH', 'v1/phones/+351912345678/agentMessages?agentId=a&messageId=m'],
    ['PUT', 'v1/files'],
    ['POST', 'v1/phones/+351912345678/capabilities'],
    ['POST', 'v1/phones/+351912345678:requestCapabilityCallback'],
    ['GET', 'v1/brands'],
    ['POST', 'upload/v1/files'],
    ['GET', ''],
    ['GET', 'v1/phones/%E0%A4%A/capabilities'],
    ['GET', '_emulator'],
  ])('should answer %s /%s 501 UNIMPLEMENTED in Google’s shape, not the 404 a client reads as "not reachable"', async (method, path) => {
    emulator = await startRbmEmulator();
    const answer = await _call(emulator, method, path, method === 'GET' ? undefined : {});
    expect(answer.status).toBe(501);
    expect(answer.body).toEqual({ error: { code: 501, status: 'UNIMPLEMENTED', message: expect.any(String) } });
  });

  it('should still answer every emulated method 401 without a bearer token', async () => {
    emulator = await startRbmEmulator();
    for (const [method, path] of [['POST', 'v1/phones/+1/agentMessages'], ['DELETE', `v1/phones/+1/agentMessages/${ID}`], ['GET', 'v1/phones/+1/capabilities'], ['POST', 'v1/phones/+1/agentEvents'], ['POST', 'v1/users:batchGet'], ['POST', 'v1/files']] as const) {
      const response = await fetch(`${emulator.url}${path}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect([method, path, response.status]).toEqual([method, path, 401]);
      expect(((await response.json()) as { error: { status: string } }).error.status).toBe('UNAUTHENTICATED');
    }
  });
});
