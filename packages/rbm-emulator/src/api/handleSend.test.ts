import { afterEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';
import { _send, _textCall } from '../testing/emulatorHttp';

let emulator: RbmEmulator;
afterEach(() => emulator.close());

const carousel = { richCard: { carouselCard: { cardWidth: 'MEDIUM' as const, cardContents: [{ title: 'a' }, { title: 'b', suggestions: [{ action: { text: 'Call', postbackData: 'c', dialAction: { phoneNumber: '+1' } } }] }] } } };

describe('agentMessages.create: the expiry window', () => {
  it('should take a ttl at the window set by maxExpiryMs and refuse one a millisecond longer, as 400 INVALID_ARGUMENT', async () => {
    emulator = await startRbmEmulator({ maxExpiryMs: 2_000 });
    expect((await _send(emulator, _textCall(undefined, { ttl: '2s' }))).status).toBe(200);
    const refused = await _send(emulator, _textCall(undefined, { ttl: '2.001s' }));
    expect([refused.status, refused.body.error?.status, refused.body.error?.message]).toEqual([400, 'INVALID_ARGUMENT', 'ttl must be at most 2000 ms.']);
    expect(emulator.received).toHaveLength(1);
  });

  it('should take an expireTime inside the window and refuse one past it', async () => {
    emulator = await startRbmEmulator({ maxExpiryMs: 60_000 });
    expect((await _send(emulator, _textCall(undefined, { expireTime: new Date(Date.now() + 50_000).toISOString() }))).status).toBe(200);
    expect((await _send(emulator, _textCall(undefined, { expireTime: new Date(Date.now() + 61_000).toISOString() }))).body.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('should keep RBM’s 15 days by default: 1,296,000 s taken, 1,296,001 s refused', async () => {
    emulator = await startRbmEmulator();
    expect((await _send(emulator, _textCall(undefined, { ttl: '1296000s' }))).status).toBe(200);
    expect((await _send(emulator, _textCall(undefined, { ttl: '1296001s' }))).status).toBe(400);
  });

  it('should answer a ttl (input only) with the expireTime it gives, and refuse a ttl beside an expireTime', async () => {
    emulator = await startRbmEmulator();
    const call = _textCall(undefined, { ttl: '600s' });
    const answer = await _send(emulator, call);
    expect(answer.body).not.toHaveProperty('ttl');
    expect(Date.parse(answer.body['expireTime'] as string) - Date.parse(answer.body['sendTime'] as string)).toBe(600_000);
    expect(answer.body['name']).toBe(`phones/+351912345678/agentMessages/${call.messageId}`);
    expect((await _send(emulator, _textCall(undefined, { ttl: '600s', expireTime: new Date(Date.now() + 60_000).toISOString() }))).body.error?.status).toBe('INVALID_ARGUMENT');
  });

  it.each([0, -1, 1.5, Number.NaN])('should refuse maxExpiryMs %s', async (maxExpiryMs) => {
    await expect(startRbmEmulator({ maxExpiryMs })).rejects.toThrow(RangeError);
    emulator = await startRbmEmulator();
  });
});

describe('agentMessages.create: what Google’s schema has', () => {
  it('should take the deprecated contentMessage.fileName and the traffic type RBM has for none', async () => {
    emulator = await startRbmEmulator();
    const call = _textCall(undefined, { messageTrafficType: 'MESSAGE_TRAFFIC_TYPE_UNSPECIFIED' });
    expect((await _send(emulator, { ...call, body: { ...call.body, contentMessage: { fileName: 'files/abc' } } })).status).toBe(200);
  });
});

describe('agentMessages.create: the recipient’s device', () => {
  it('should refuse 400 a message needing a feature the device lacks, take nothing, and take the same id once the device has it', async () => {
    emulator = await startRbmEmulator({ recipients: { '+351912345678': { kind: 'online', features: ['RICHCARD_STANDALONE', 'ACTION_DIAL'] } } });
    const call = _textCall();
    const card = { ...call, body: { ...call.body, contentMessage: carousel } };
    const refused = await _send(emulator, card);
    expect([refused.status, refused.body.error?.status, refused.body.error?.message]).toEqual([400, 'INVALID_ARGUMENT', "The user's device does not support RICHCARD_CAROUSEL."]);
    expect([emulator.received.length, emulator.stateOf(call.agentId, call.messageId)]).toEqual([0, undefined]);
    emulator.setRecipient('+351912345678', { kind: 'online', features: ['RICHCARD_CAROUSEL', 'ACTION_DIAL'] });
    expect((await _send(emulator, card)).status).toBe(200);
    expect(emulator.stateOf(call.agentId, call.messageId)).toBe('delivered');
  });

  it('should answer 404 NOT_FOUND for a number set not RCS-capable, before anything is taken', async () => {
    emulator = await startRbmEmulator({ recipients: { '+351912345678': { kind: 'notRcs' } } });
    const answer = await _send(emulator, _textCall());
    expect([answer.status, answer.body.error?.status, emulator.received.length]).toEqual([404, 'NOT_FOUND', 0]);
    expect((await _send(emulator, _textCall('351912345679'))).status).toBe(200);
  });
});
