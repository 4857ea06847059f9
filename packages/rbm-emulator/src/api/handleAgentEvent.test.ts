import { afterEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';
import { _call, _send, _textCall } from '../testing/emulatorHttp';

let emulator: RbmEmulator;
afterEach(() => emulator.close());

const event = (body: unknown, eventId: string = crypto.randomUUID(), phoneNumber = '+351912345678', agentId = 'acme@rbm.goog') =>
  _call(emulator, 'POST', `v1/phones/${phoneNumber}/agentEvents?agentId=${encodeURIComponent(agentId)}&eventId=${eventId}`, body);

describe('agentEvents.create', () => {
  it('should answer IS_TYPING and READ with the event, its name and sendTime', async () => {
    emulator = await startRbmEmulator();
    const eventId = crypto.randomUUID();
    expect((await event({ eventType: 'IS_TYPING' }, eventId)).body).toEqual({ eventType: 'IS_TYPING', name: `phones/+351912345678/agentEvents/${eventId}`, sendTime: expect.stringMatching(/Z$/) });
    expect((await event({ eventType: 'READ', messageId: 'user-message-1' })).body).toMatchObject({ eventType: 'READ', messageId: 'user-message-1' });
  });

  it('should answer 409 ALREADY_EXISTS for an id the agent used before, for an event or a message', async () => {
    emulator = await startRbmEmulator();
    const eventId = crypto.randomUUID();
    expect((await event({ eventType: 'IS_TYPING' }, eventId)).status).toBe(200);
    expect((await event({ eventType: 'IS_TYPING' }, eventId)).body.error?.status).toBe('ALREADY_EXISTS');
    expect((await event({ eventType: 'IS_TYPING' }, eventId, '+351912345678', 'other@rbm.goog')).status).toBe(200);
    const call = _textCall();
    await _send(emulator, call);
    expect((await event({ eventType: 'IS_TYPING' }, call.messageId)).status).toBe(409);
  });

  it('should answer 404 NOT_FOUND for a number that is not RCS-capable', async () => {
    emulator = await startRbmEmulator();
    expect((await event({ eventType: 'IS_TYPING' }, undefined, '+351912345404')).body.error?.status).toBe('NOT_FOUND');
  });

  it.each<[string, unknown, (string | undefined)?, string?]>([
    ['READ without the message read', { eventType: 'READ' }],
    ['an unknown event type', { eventType: 'DELIVERED', messageId: 'm' }],
    ['an unknown field', { eventType: 'IS_TYPING', typing: true }],
    ['an eventId that is no UUID', { eventType: 'IS_TYPING' }, 'e-1'],
    ['a number that is no E.164', { eventType: 'IS_TYPING' }, undefined, '351912345678'],
  ])('should answer 400 INVALID_ARGUMENT for %s', async (_, body, eventId, phoneNumber) => {
    emulator = await startRbmEmulator();
    expect((await event(body, eventId, phoneNumber)).body.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('files.create', () => {
  const create = (body: unknown) => _call(emulator, 'POST', 'v1/files', body);

  it('should answer a new files/<uid> name for each file', async () => {
    emulator = await startRbmEmulator();
    const [first, second] = [await create({ agentId: 'a', fileUrl: 'https://a.example/f.png', thumbnailUrl: 'https://a.example/t.png', contentDescription: 'A' }), await create({ fileUrl: 'https://a.example/f.png' })];
    expect(first.body).toEqual({ name: expect.stringMatching(/^files\/[0-9a-f]{32}$/) });
    expect(second.body['name']).not.toBe(first.body['name']);
    expect((await create({ fileUrl: 'https://a.example/f.png', thumbnailUrl: null })).status).toBe(200); // null: absent, as proto3 JSON reads it
  });

  it.each([
    ['no fileUrl', { agentId: 'a' }],
    ['an empty fileUrl', { fileUrl: '' }],
    ['a fileUrl that is no string', { fileUrl: 5 }],
    ['an unknown field', { fileUrl: 'https://a', mimeType: 'image/png' }],
  ])('should answer 400 for %s', async (_, body) => {
    emulator = await startRbmEmulator();
    expect((await create(body)).body.error?.status).toBe('INVALID_ARGUMENT');
  });
});
