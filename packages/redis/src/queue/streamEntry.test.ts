import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubmittedMessage } from '@rcs-send/service';
import { _entryFields, _messageOf } from './streamEntry';
import { _queuedOf, _readGroupEntries } from './streamReply';

const submitted = fc.record({
  id: fc.uuid(),
  organizationId: fc.uuid(),
  principalId: fc.string({ minLength: 1 }),
  index: fc.integer({ min: 0, max: 9 }),
  acceptedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  expiresAt: fc.option(fc.integer({ min: 0, max: 8_640_000_000_000_000 }), { nil: null }),
  message: fc.record({ to: fc.stringMatching(/^\d{8,15}$/), from: fc.string({ minLength: 1 }), contentMessage: fc.record({ text: fc.string() }) }),
}) as fc.Arbitrary<SubmittedMessage>;

describe('stream entries', () => {
  it('should read back exactly the message it was written from', () => {
    fc.assert(
      fc.property(submitted, (message) => {
        expect(_messageOf(_entryFields(message))).toEqual(message);
      }),
    );
  });

  it('should carry a later window\'s platformMessageId through a read, and none for a first handover', () => {
    fc.assert(
      fc.property(submitted, fc.uuid(), (message, platformMessageId) => {
        const entries = [['1-0', _entryFields(message, platformMessageId)], ['2-0', _entryFields(message)]];
        expect(_queuedOf(entries).messages).toEqual([{ entryId: '1-0', message, platformMessageId }, { entryId: '2-0', message }]);
      }),
    );
  });

  it("should read the expiration of an entry an earlier version queued without expiresAt from its message, once, a leap second included", () => {
    const message: SubmittedMessage = { id: 'm', organizationId: 'o', principalId: 'p', index: 0, acceptedAt: '2031-06-30T23:00:00.000Z', expiresAt: null, message: { to: '351912345678', from: 'a', expirationDateTime: '2031-06-30T23:59:60Z', contentMessage: { text: 'Hi' } } };
    const earlier = (fields: readonly string[]): string[] => fields.filter((_, i) => fields[i] !== 'expiresAt' && fields[i - 1] !== 'expiresAt');
    expect(_messageOf(earlier(_entryFields(message)))?.expiresAt).toBe(Date.parse('2031-07-01T00:00:00Z'));
    const without = { ...message, message: { to: '351912345678', from: 'a', contentMessage: { text: 'Hi' } } };
    expect(_messageOf(earlier(_entryFields(without)))?.expiresAt).toBeNull();
    expect(_messageOf(_entryFields(message).map((value, i, fields) => (fields[i - 1] === 'expiresAt' ? 'soon' : value)))).toBeUndefined();
  });

  it('should refuse entries that are not messages of the submit port', () => {
    const fields = _entryFields(fc.sample(submitted, 1)[0] as SubmittedMessage);
    expect(_messageOf(fields.slice(2))).toBeUndefined();
    expect(_messageOf(fields.map((value, i) => (fields[i - 1] === 'message' ? '{not json' : value)))).toBeUndefined();
    expect(_messageOf(fields.map((value, i) => (fields[i - 1] === 'index' ? 'one' : value)))).toBeUndefined();
  });

  it('should read RESP2 and flattened RESP3 XREADGROUP replies alike, skipping deleted entries', () => {
    const [message] = fc.sample(submitted, 1) as [SubmittedMessage];
    const entries = [['1-0', _entryFields(message)], ['2-0', null]];
    expect(_queuedOf(_readGroupEntries([['stream', entries]]))).toEqual({ messages: [{ entryId: '1-0', message }], lastId: '2-0' });
    expect(_queuedOf(_readGroupEntries(['stream', entries]))).toEqual({ messages: [{ entryId: '1-0', message }], lastId: '2-0' });
    expect(_queuedOf(_readGroupEntries(null))).toEqual({ messages: [], lastId: undefined });
  });
});
