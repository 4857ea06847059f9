import { afterEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';
import { _admin } from '../testing/emulatorHttp';
import type { EmulatorRecipient } from './recipient';

let emulator: RbmEmulator;
afterEach(() => emulator.close());

describe('the recipients', () => {
  it('should read a number not listed by isRcsCapable, and a listed one as set', async () => {
    emulator = await startRbmEmulator({ isRcsCapable: (phoneNumber) => phoneNumber.startsWith('+351'), recipients: { '+34600000000': { kind: 'neverOnline', revokeFails: true } } });
    expect(emulator.recipientOf('+351912345678')).toEqual({ kind: 'online' });
    expect((await _admin(emulator, 'GET', 'recipients/+4915112345678')).body).toEqual({ kind: 'notRcs' });
    expect((await _admin(emulator, 'GET', 'recipients/+34600000000')).body).toEqual({ kind: 'neverOnline', revokeFails: true });
  });

  it('should keep a copy of what it is given: a later change by the caller does not reach it', async () => {
    const features = ['ACTION_DIAL'] as const;
    const recipient = { kind: 'online', features: [...features] } as { kind: 'online'; features: string[] };
    emulator = await startRbmEmulator();
    emulator.setRecipient('+351912345678', recipient as EmulatorRecipient);
    recipient.features.push('RICHCARD_CAROUSEL');
    expect(emulator.recipientOf('+351912345678')).toEqual({ kind: 'online', features: ['ACTION_DIAL'] });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown kind', { kind: 'busy' }],
    ['an unknown feature', { kind: 'online', features: ['ACTION_COMPOSE'] }],
    ['a field of another kind', { kind: 'online', revokeFails: true }],
    ['an offline recipient without onlineAt', { kind: 'offline' }],
    ['an invalid onlineAt', { kind: 'offline', onlineAt: new Date(Number.NaN) }],
    ['a revokeFails that is no boolean', { kind: 'neverOnline', revokeFails: 'yes' }],
  ])('should refuse %s with a RangeError, from the option and from setRecipient', async (_, recipient) => {
    await expect(startRbmEmulator({ recipients: { '+351912345678': recipient as unknown as EmulatorRecipient } })).rejects.toThrow(RangeError);
    emulator = await startRbmEmulator();
    expect(() => emulator.setRecipient('+351912345678', recipient as unknown as EmulatorRecipient)).toThrow(RangeError);
  });

  it('should refuse a number that is no E.164 with +', async () => {
    await expect(startRbmEmulator({ recipients: { '351912345678': { kind: 'online' } } })).rejects.toThrow(RangeError);
    emulator = await startRbmEmulator();
    expect((await _admin(emulator, 'GET', 'recipients/351912345678')).status).toBe(400);
  });

  it.each<[string, unknown]>([
    ['onlineAt instead of onlineInMs', { kind: 'offline', onlineAt: '2030-01-01T00:00:00Z' }],
    ['offline without onlineInMs', { kind: 'offline' }],
    ['a negative onlineInMs', { kind: 'offline', onlineInMs: -1 }],
    ['an onlineInMs past the last date', { kind: 'offline', onlineInMs: 9e15 }],
    ['onlineInMs for an online recipient', { kind: 'online', onlineInMs: 5 }],
    ['an unknown field', { kind: 'notRcs', features: [] }],
    ['a body that is no object', []],
  ])('should answer the admin route 400 for %s, and change nothing', async (_, body) => {
    emulator = await startRbmEmulator();
    const answer = await _admin(emulator, 'PUT', 'recipients/+351912345678', body);
    expect([answer.status, answer.body.error?.status]).toEqual([400, 'INVALID_ARGUMENT']);
    expect(emulator.recipientOf('+351912345678')).toEqual({ kind: 'online' });
  });
});
