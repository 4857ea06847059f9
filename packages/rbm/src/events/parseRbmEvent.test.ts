import { describe, expect, it } from 'vitest';
import { parseRbmEvent, parseRbmPost } from './parseRbmEvent';

const encode = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));
const NOW = new Date('2026-11-25T10:00:00.000Z');

describe('parseRbmPost', () => {
  it('should read the handshake, and the bytes of an envelope\'s base64 data (whitespace and missing padding forgiven)', () => {
    expect(parseRbmPost(encode({ clientToken: 't', secret: 's' }))).toEqual({ kind: 'handshake', clientToken: 't', secret: 's' });
    for (const data of ['eyJhIjoxfQ==', 'eyJhIjox fQ==', 'eyJhIjoxfQ'])
      expect(parseRbmPost(encode({ message: { data } }))).toEqual({ kind: 'envelope', eventBytes: new TextEncoder().encode('{"a":1}') });
  });

  it('should refuse a body that is not JSON, an envelope without data, and data that is not standard base64', () => {
    for (const body of [new TextEncoder().encode('{'), encode([]), encode({ message: {} }), encode({ message: { data: 'eyJh*IjoxfQ==' } }), encode({ message: { data: 'e' } })])
      expect(parseRbmPost(body)).toBeUndefined();
  });
});

describe('parseRbmEvent', () => {
  it('should read a DELIVERED at the time it is learned, the platform\'s own time beside, through the core\'s date reader', () => {
    const event = encode({ eventType: 'DELIVERED', messageId: 'm', sendTime: '2026-11-25T10:59:59.5+01:00', agentId: 'a', senderPhoneNumber: '+1' });
    expect(parseRbmEvent(event, () => NOW)).toEqual({ kind: 'state', messageId: 'm', state: 'DELIVERED', at: NOW.toISOString(), platformAt: '2026-11-25T09:59:59.500Z' });
    expect(parseRbmEvent(encode({ eventType: 'READ', messageId: 'm', sendTime: 'yesterday' }), () => NOW)).toEqual({ kind: 'state', messageId: 'm', state: 'READ', at: NOW.toISOString() });
  });

  it('should read a user\'s UNSUBSCRIBE as a subscription change, and refuse one without its ids', () => {
    expect(parseRbmEvent(encode({ eventType: 'UNSUBSCRIBE', agentId: 'a', senderPhoneNumber: '+1' }), () => NOW)).toEqual({ kind: 'subscription', change: { agentId: 'a', phoneNumber: '+1', subscribed: false, at: NOW.toISOString() } });
    expect(parseRbmEvent(encode({ eventType: 'SUBSCRIBE', agentId: 'a' }), () => NOW)).toBeUndefined();
  });
});
