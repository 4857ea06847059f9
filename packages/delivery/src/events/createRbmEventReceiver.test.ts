import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryOptOutPort, createMemorySeenPort, createMemoryStatePort, type MessageStatePort } from '@rcs-send/service';
import { createRbmEventReceiver, type RbmEventReceiverOptions } from './createRbmEventReceiver';
import type { RbmUserMessage } from '@rcs-send/rbm';

const TOKEN = 'client-token';
const ID = '8d6f3c2e-1b4a-4c5d-9e7f-0a1b2c3d4e5f';
const SENT_AT = '2026-11-24T10:00:00.123Z';
const ACCEPTED_AT = '2026-11-24T09:59:00.000Z';
const LEARNED_AT = '2026-11-24T10:00:01.000Z';

/** A state port that knows ID, accepted at ACCEPTED_AT (the receiver keeps nothing for ids it does not know). */
function knowing(): ReturnType<typeof createMemoryStatePort> {
  const states = createMemoryStatePort();
  void states.advance({ id: ID, state: 'ACCEPTED', at: ACCEPTED_AT, organizationId: 'org' });
  return states;
}

/** RBM's push envelope of `event`, and its signature under `token` (computed here with node:crypto, apart from the receiver's WebCrypto). */
function post(event: unknown, token = TOKEN): { body: Buffer; headers: Record<string, string> } {
  const bytes = Buffer.from(JSON.stringify(event));
  const envelope = { message: { data: bytes.toString('base64'), messageId: '1', publishTime: SENT_AT, attributes: {} }, subscription: 'projects/p/subscriptions/s' };
  return { body: Buffer.from(JSON.stringify(envelope)), headers: { 'x-goog-signature': createHmac('sha512', token).update(bytes).digest('base64') } };
}
const userEvent = (eventType: string, eventId = crypto.randomUUID(), sendTime = SENT_AT) => ({ senderPhoneNumber: '+351912345678', eventType, eventId, messageId: ID, sendTime, agentId: 'acme@rbm.goog' });
const userMessage = (content: Record<string, unknown>, messageId = crypto.randomUUID()) => ({ senderPhoneNumber: '+351912345678', messageId, sendTime: SENT_AT, agentId: 'acme@rbm.goog', ...content });

function setUp(options: Partial<RbmEventReceiverOptions> = {}) {
  const states = knowing();
  const received: RbmUserMessage[] = [];
  const receiver = createRbmEventReceiver({ clientToken: TOKEN, states, seen: createMemorySeenPort(), onUserMessage: (message) => void received.push(message), now: () => new Date(LEARNED_AT), ...options });
  const send = async (event: unknown, token?: string) => {
    const { body, headers } = post(event, token);
    return receiver.receive(body, headers);
  };
  return { states, received, receiver, send };
}

describe('createRbmEventReceiver', () => {
  it('should answer the set-up handshake with the secret as plain text only when the client token matches', async () => {
    const { receiver } = setUp();
    const handshake = (clientToken: string) => receiver.receive(Buffer.from(JSON.stringify({ clientToken, secret: 's3cr3t' })), {});
    expect(await handshake(TOKEN)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 's3cr3t', outcome: 'handshake' });
    expect((await handshake(`${TOKEN}x`)).status).toBe(401);
    expect((await handshake('')).status).toBe(401);
  });

  it('should record DELIVERED then READ when it learns them, their sendTime beside, and leave the state alone on a repeat or a late event (200)', async () => {
    const { states, send } = setUp();
    const delivered = userEvent('DELIVERED');
    expect(await send(delivered)).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await send(delivered)).toMatchObject({ status: 200, outcome: 'unchanged' });
    expect(await send(userEvent('READ', undefined, '2026-11-24T10:00:05Z'))).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await send(userEvent('DELIVERED'))).toMatchObject({ status: 200, outcome: 'unchanged' });
    expect((await states.get(ID))?.history).toEqual([
      { state: 'ACCEPTED', at: ACCEPTED_AT },
      { state: 'DELIVERED', at: LEARNED_AT, platformAt: SENT_AT },
      { state: 'READ', at: LEARNED_AT, platformAt: '2026-11-24T10:00:05.000Z' },
    ]);
  });

  it('should end READ when READ comes before DELIVERED, with no platform time when sendTime is not a date', async () => {
    const { states, send } = setUp({ now: () => new Date('2026-11-24T11:00:00Z') });
    expect((await send(userEvent('READ', undefined, 'yesterday'))).outcome).toBe('recorded');
    expect((await send(userEvent('DELIVERED'))).outcome).toBe('unchanged');
    expect(await states.get(ID)).toMatchObject({ state: 'READ', at: '2026-11-24T11:00:00.000Z' });
    expect((await states.get(ID))?.history.at(-1)).toEqual({ state: 'READ', at: '2026-11-24T11:00:00.000Z' });
  });

  it('should order the history by when it learned each state: a signed DELIVERED dated 1970 lands after ACCEPTED, its date kept beside', async () => {
    const { states, send } = setUp();
    expect((await send(userEvent('DELIVERED', undefined, '1970-01-01T00:00:00Z'))).outcome).toBe('recorded');
    expect((await states.get(ID))?.history).toEqual([
      { state: 'ACCEPTED', at: ACCEPTED_AT },
      { state: 'DELIVERED', at: LEARNED_AT, platformAt: '1970-01-01T00:00:00.000Z' },
    ]);
  });

  it('should keep nothing for an id it does not know, answering 200 unknown so that the platform stops posting it', async () => {
    const { states, send } = setUp();
    const stranger = crypto.randomUUID();
    for (const eventType of ['DELIVERED', 'READ', 'TTL_EXPIRATION_REVOKED']) {
      const event = eventType === 'TTL_EXPIRATION_REVOKED' ? { phoneNumber: '+351912345678', eventType, messageId: stranger, eventId: 'e', sendTime: SENT_AT } : { ...userEvent(eventType), messageId: stranger };
      expect(await send(event)).toMatchObject({ status: 200, outcome: 'unknown' });
    }
    expect(await states.get(stranger)).toBeUndefined();
  });

  it.each([
    ['TTL_EXPIRATION_REVOKED', 'TTL_EXPIRATION_REVOKED: the platform withdrew it undelivered at its expiry'],
    ['TTL_EXPIRATION_REVOKE_FAILED', 'TTL_EXPIRATION_REVOKE_FAILED: the platform could not withdraw it at its expiry; it may still be delivered'],
  ])('should record the platform\'s %s of a SENT message as EXPIRED with its reason, and still let a later DELIVERED win', async (eventType, reason) => {
    const { states, send } = setUp();
    await states.advance({ id: ID, state: 'SENT', at: '2026-11-24T09:00:01.000Z', attempts: 1 });
    const serverEvent = { phoneNumber: '+351912345678', agentId: 'acme@rbm.goog', messageId: ID, eventType, eventId: crypto.randomUUID(), sendTime: SENT_AT };
    expect(await send(serverEvent)).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await states.get(ID)).toMatchObject({ state: 'EXPIRED', at: LEARNED_AT, reason, organizationId: 'org' });
    expect((await states.get(ID))?.history.at(-1)).toEqual({ state: 'EXPIRED', at: LEARNED_AT, platformAt: SENT_AT });
    expect(await send(serverEvent)).toMatchObject({ status: 200, outcome: 'unchanged' });
    // RBM says a revoked message is never delivered; were a DELIVERED to arrive all the same, the phone's word wins
    expect((await send(userEvent('DELIVERED'))).outcome).toBe('recorded');
    expect((await states.get(ID))?.state).toBe('DELIVERED');
  });

  it('should answer 400 to a revocation without a messageId, and ignore other platform events', async () => {
    const { send } = setUp();
    expect((await send({ phoneNumber: '+351912345678', eventType: 'TTL_EXPIRATION_REVOKED', eventId: 'e', sendTime: SENT_AT })).status).toBe(400);
    expect(await send({ phoneNumber: '+351912345678', eventType: 'SOMETHING_NEW', messageId: ID, eventId: 'e', sendTime: SENT_AT })).toMatchObject({ status: 200, outcome: 'ignored' });
  });

  it('should record a user\'s UNSUBSCRIBE and SUBSCRIBE once each, handing each change on, and ignore them without optOuts', async () => {
    const optOuts = createMemoryOptOutPort();
    const changes: unknown[] = [];
    const { send } = setUp({ optOuts, onSubscription: (change) => void changes.push(change) });
    const unsubscribe = userEvent('UNSUBSCRIBE');
    expect(await send(unsubscribe)).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await send(unsubscribe)).toMatchObject({ status: 200, outcome: 'unchanged' });
    expect(await optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(true);
    expect(await send(userEvent('SUBSCRIBE'))).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(false);
    expect(changes).toEqual([
      { agentId: 'acme@rbm.goog', phoneNumber: '+351912345678', subscribed: false, at: LEARNED_AT },
      { agentId: 'acme@rbm.goog', phoneNumber: '+351912345678', subscribed: true, at: LEARNED_AT },
    ]);
    expect((await send({ ...userEvent('UNSUBSCRIBE'), agentId: undefined })).status).toBe(400);
    expect((await setUp().send(userEvent('UNSUBSCRIBE'))).outcome).toBe('ignored');
  });

  it('should hand a subscription change on, keyed by the platform\'s event id, before it records it: a failure answers 503 and the post again hands it on again', async () => {
    const optOuts = createMemoryOptOutPort();
    const keys: (string | undefined)[] = [];
    const onSubscription = vi.fn((_change: unknown, key: string | undefined) => void keys.push(key)).mockImplementationOnce(() => {
      throw new Error('log down');
    });
    const { send } = setUp({ optOuts, onSubscription });
    const unsubscribe = { ...userEvent('UNSUBSCRIBE'), eventId: 'evt-1' };
    expect(await send(unsubscribe)).toMatchObject({ status: 503, outcome: 'unavailable' });
    expect(await optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(false); // nothing recorded before what it caused was written
    expect(await send(unsubscribe)).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(await optOuts.isUnsubscribed('acme@rbm.goog', '+351912345678')).toBe(true);
    expect(keys).toEqual(['rbm:event:evt-1']);
    expect(onSubscription).toHaveBeenCalledTimes(2);
  });

  it('should refuse with 401, changing nothing, an event without a signature, signed with another token, or with the signature of other bytes', async () => {
    const { states, receiver, send } = setUp();
    const { body } = post(userEvent('DELIVERED'));
    expect((await receiver.receive(body, {})).status).toBe(401);
    expect((await receiver.receive(body, { 'x-goog-signature': ['a', 'b'] })).status).toBe(401);
    expect((await send(userEvent('DELIVERED'), 'other-token')).status).toBe(401);
    expect((await receiver.receive(body, post(userEvent('READ')).headers)).status).toBe(401);
    expect((await states.get(ID))?.history.map((step) => step.state)).toEqual(['ACCEPTED']);
  });

  it('should ignore IS_TYPING, and SUBSCRIBE and UNSUBSCRIBE without optOuts, and content it does not know (200)', async () => {
    const { states, received, send } = setUp();
    for (const type of ['IS_TYPING', 'SUBSCRIBE', 'UNSUBSCRIBE']) expect(await send(userEvent(type))).toMatchObject({ status: 200, outcome: 'ignored' });
    expect((await send(userMessage({ richCardResponse: {} }))).outcome).toBe('ignored');
    expect((await states.get(ID))?.history.map((step) => step.state)).toEqual(['ACCEPTED']);
    expect(received).toEqual([]);
  });

  it('should hand each post of a user message to onUserMessage as a typed value (text, suggestion response, location, file), a repeat answered duplicate', async () => {
    const { received, send } = setUp();
    const file = { mimeType: 'image/jpeg', fileSizeBytes: 1200, fileUri: 'https://rcs.example/f', fileName: 'f.jpg' };
    const reply = userMessage({ suggestionResponse: { postbackData: 'yes', text: 'Yes', type: 'REPLY' } });
    for (const content of [{ text: 'Hi' }, reply, { location: { latitude: 38.7, longitude: -9.1 } }, { userFile: { payload: file, thumbnail: file } }])
      expect(await send('messageId' in content ? content : userMessage(content))).toMatchObject({ status: 200, outcome: 'forwarded' });
    expect(await send(reply)).toMatchObject({ status: 200, outcome: 'duplicate' });
    expect(received.map((message) => message.content)).toEqual([
      { kind: 'text', text: 'Hi' },
      { kind: 'suggestionResponse', postbackData: 'yes', text: 'Yes', type: 'REPLY' },
      { kind: 'location', latitude: 38.7, longitude: -9.1 },
      { kind: 'file', file, thumbnail: file },
      { kind: 'suggestionResponse', postbackData: 'yes', text: 'Yes', type: 'REPLY' }, // the repeat, for a keyed write to find written
    ]);
    expect(received[1]).toEqual({ agentId: 'acme@rbm.goog', senderPhoneNumber: '+351912345678', messageId: reply.messageId, sendTime: SENT_AT, content: received[1]?.content });
  });

  it('should answer 503 when the state port or onUserMessage fails, and take the event when RBM posts it again', async () => {
    const memory = knowing();
    const states: MessageStatePort = { get: memory.get, handOver: memory.handOver, advance: vi.fn(memory.advance).mockRejectedValueOnce(new Error('disk full')) };
    const onUserMessage = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const { send } = setUp({ states, onUserMessage });
    const delivered = userEvent('DELIVERED');
    expect(await send(delivered)).toMatchObject({ status: 503, outcome: 'unavailable' });
    expect(await send(delivered)).toMatchObject({ status: 200, outcome: 'recorded' });
    const text = userMessage({ text: 'Hi' });
    expect((await send(text)).status).toBe(503);
    expect((await send(text)).outcome).toBe('forwarded');
    expect((await send(text)).outcome).toBe('duplicate');
    expect(onUserMessage).toHaveBeenCalledTimes(3); // each post until one is answered 200, and the repeat after it
  });

  it('should answer 400 to what it cannot read, and 413 past maxBodyBytes (the limit itself is taken)', async () => {
    const { receiver, send } = setUp();
    expect((await receiver.receive(Buffer.from('not json'), {})).status).toBe(400);
    expect((await receiver.receive(Buffer.from('{"message":{}}'), {})).status).toBe(400);
    expect((await send({ ...userEvent('DELIVERED'), messageId: undefined })).status).toBe(400);
    expect((await send({ ...userEvent('READ'), messageId: 'x'.repeat(257) })).status).toBe(400);
    expect((await send(userMessage({ suggestionResponse: { postbackData: 'p', text: 't', type: 'OTHER' } }))).status).toBe(400);
    expect((await send(userMessage({ location: { latitude: '1', longitude: 2 } }))).status).toBe(400);
    expect((await send(userMessage({ text: 'Hi', agentId: 7 }))).status).toBe(400);
    const bounded = createRbmEventReceiver({ clientToken: TOKEN, states: createMemoryStatePort(), seen: createMemorySeenPort(), maxBodyBytes: 2 });
    expect((await bounded.receive(Buffer.from('{}'), {})).status).toBe(400);
    expect((await bounded.receive(Buffer.from('{} '), {})).status).toBe(413);
    expect(() => createRbmEventReceiver({ clientToken: '', states: createMemoryStatePort(), seen: createMemorySeenPort() })).toThrow(TypeError);
  });

  it('should never throw, whatever the bytes and headers', async () => {
    const { receiver } = setUp();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), fc.option(fc.string()), async (bytes, signature) => {
        const answer = await receiver.receive(bytes, signature === null ? {} : { 'x-goog-signature': signature });
        expect([200, 400, 401]).toContain(answer.status);
      }),
    );
  });

  it('should never throw on any signed JSON, nor on signed events with hostile fields', async () => {
    const { send } = setUp();
    const hostileEvent = fc.record({ eventType: fc.oneof(fc.constantFrom('DELIVERED', 'READ'), fc.jsonValue()), messageId: fc.jsonValue(), sendTime: fc.jsonValue() }, { requiredKeys: [] });
    const hostileMessage = fc.record({ messageId: fc.jsonValue(), agentId: fc.jsonValue(), senderPhoneNumber: fc.jsonValue(), text: fc.jsonValue(), suggestionResponse: fc.jsonValue(), location: fc.jsonValue(), userFile: fc.jsonValue() }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), hostileEvent, hostileMessage), async (event) => {
        expect([200, 400]).toContain((await send(event)).status);
      }),
    );
  });

  it('should refuse any signature but the right one, and change nothing', async () => {
    const { states, receiver } = setUp();
    const { body, headers } = post(userEvent('DELIVERED'));
    const right = headers['x-goog-signature'] ?? '';
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.base64String({ minLength: 88, maxLength: 88 }), fc.constantFrom(`${right}=`, ` ${right}`, right.toLowerCase())), async (signature) => {
        fc.pre(signature !== right);
        expect((await receiver.receive(body, { 'x-goog-signature': signature })).status).toBe(401);
      }),
    );
    expect((await states.get(ID))?.state).toBe('ACCEPTED');
    expect((await receiver.receive(body, headers)).outcome).toBe('recorded');
  });
});
