import { describe, expect, it } from 'vitest';
import { statusEvent, type MessageStatus } from '@rcs-send/service';
import { _keptEvent, _sequenceOf } from './keptEvents';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';

describe('an event read from its log entry', () => {
  it('should make a message.status event of the status its entry holds, as the service makes it, an empty SMS id list written by Lua as {} included', () => {
    const status: MessageStatus = { id: 'm', state: 'SENT', at: '2026-01-15T09:00:01.000Z', channel: 'SMS', fallbackReason: 'NOT_FOUND', sms: { segments: 1, encoding: 'GSM7', smscMessageIds: [] }, history: [{ state: 'ACCEPTED', at: '2026-01-15T09:00:00.000Z' }, { state: 'SENT', at: '2026-01-15T09:00:01.000Z', channel: 'SMS' }] };
    const stored = JSON.stringify({ ...status, sms: { ...status.sms, smscMessageIds: {} } });
    const kept = _keptEvent(ORG, 7, ['i', 'msg_1', 'a', '1800000000000', 't', 'message.status', 'd', stored, 'k', '']);
    expect(kept).toStrictEqual({ organizationId: ORG, sequence: 7, id: 'msg_1', at: 1_800_000_000_000, event: statusEvent(status) });
  });

  it('should read any other event as written, and a sequence from its entry id', () => {
    const event = { type: 'message.reply', data: { from: '+351912345678', to: 'acme', text: 'hi', receivedAt: '2026-01-15T09:00:00.000Z' } } as const;
    expect(_keptEvent(ORG, 1, ['i', 'msg_2', 'a', '5', 't', event.type, 'd', JSON.stringify(event.data), 'k', '=key']).event).toStrictEqual(event);
    expect(_sequenceOf('42-1800000000000')).toBe(42);
  });
});
