import { RBM_FEATURES } from '@rcs-send/rbm';
import { afterEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';
import { _call } from '../testing/emulatorHttp';

let emulator: RbmEmulator;
afterEach(() => emulator.close());

const capabilities = (phoneNumber: string, query = `agentId=a&requestId=${crypto.randomUUID()}`) => _call(emulator, 'GET', `v1/phones/${phoneNumber}/capabilities?${query}`);
const numbers = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `+3519${String(from + i).padStart(8, '0')}`);

describe('phones.getCapabilities', () => {
  it('should list every feature for a number by default, the set ones for a listed number, offline ones included', async () => {
    emulator = await startRbmEmulator({ recipients: { '+351911111111': { kind: 'offline', onlineAt: new Date(Date.now() + 60_000), features: ['ACTION_DIAL', 'RICHCARD_STANDALONE'] } } });
    expect((await capabilities('+351912345678')).body).toEqual({ features: [...RBM_FEATURES] });
    expect((await capabilities('%2B351911111111')).body).toEqual({ features: ['ACTION_DIAL', 'RICHCARD_STANDALONE'] });
  });

  it('should answer 404 NOT_FOUND for a number that is not RCS-capable', async () => {
    emulator = await startRbmEmulator({ recipients: { '+351911111111': { kind: 'notRcs' } } });
    expect((await capabilities('+351911111111')).body.error?.status).toBe('NOT_FOUND');
    expect((await capabilities('+351912345404')).status).toBe(404);
  });

  it.each([
    ['no requestId', 'agentId=a'],
    ['a requestId that is no UUID', 'agentId=a&requestId=r-1'],
    ['no agentId', `requestId=${'0b9c7a5e-2f1d-4e3c-8b7a-6d5e4f3a2b1c'}`],
  ])('should answer 400 INVALID_ARGUMENT for %s', async (_, query) => {
    emulator = await startRbmEmulator();
    const answer = await capabilities('+351912345678', query);
    expect([answer.status, answer.body.error?.status]).toEqual([400, 'INVALID_ARGUMENT']);
  });
});

describe('users.batchGet', () => {
  const batchGet = (body: unknown) => _call(emulator, 'POST', 'v1/users:batchGet', body);

  it('should list the reachable numbers once each, in order, without the unreachable or malformed ones', async () => {
    emulator = await startRbmEmulator({ recipients: { '+351911111111': { kind: 'notRcs' }, '+351922222222': { kind: 'neverOnline' } } });
    const answer = await batchGet({ agentId: 'a', users: ['+351922222222', '+351911111111', '351933333333', '+351912345404', '+351912345678', '+351922222222'] });
    expect(answer.body).toEqual({ reachableUsers: ['+351922222222', '+351912345678'], reachableRandomSampleUserCount: 0, totalRandomSampleUserCount: 0 });
    expect((await batchGet({ agentId: 'a', users: null })).body).toEqual({ reachableUsers: [], reachableRandomSampleUserCount: 0, totalRandomSampleUserCount: 0 });
  });

  it('should draw no sample from 499 numbers, and three quarters of 500', async () => {
    emulator = await startRbmEmulator();
    expect((await batchGet({ agentId: 'a', users: numbers(499) })).body).toMatchObject({ reachableRandomSampleUserCount: 0, totalRandomSampleUserCount: 0 });
    const unreachable = Array.from({ length: 10 }, (_, i) => `+3519${i}0000404`);
    const users = [...unreachable, ...numbers(490, 500)]; // the sample is the first 375: the 10 unreachable and 365 reachable
    const answer = await batchGet({ agentId: 'a', users });
    expect(answer.body).toMatchObject({ reachableRandomSampleUserCount: 365, totalRandomSampleUserCount: 375 });
    expect((answer.body['reachableUsers'] as string[]).length).toBe(490);
  });

  it.each([
    ['no agentId', { users: [] }],
    ['users that are no list', { agentId: 'a', users: '+351912345678' }],
    ['a user that is no string', { agentId: 'a', users: [351912345678] }],
    ['an unknown field', { agentId: 'a', users: [], user: [] }],
    ['a body that is no JSON', '{'],
  ])('should answer 400 for %s', async (_, body) => {
    emulator = await startRbmEmulator();
    expect((await batchGet(body)).body.error?.status).toBe('INVALID_ARGUMENT');
  });
});
