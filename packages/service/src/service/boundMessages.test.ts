import { LIMITS, validateSendRequest } from '@rcs-send/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _boundMessages } from './boundMessages';

const NOW = new Date('2026-01-15T09:00:00Z');

describe('_boundMessages', () => {
  it('should keep a body whose messages are within messagesMax + 1, and cut a longer one to that many, leaving the rest alone', () => {
    const within = { organizationId: 'x', messages: Array.from({ length: LIMITS.messagesMax + 1 }, () => 1) };
    expect(_boundMessages(within)).toBe(within);
    const longer = { organizationId: 'x', messages: Array.from({ length: LIMITS.messagesMax + 2 }, (_, index) => index), extra: true };
    expect(_boundMessages(longer)).toEqual({ organizationId: 'x', messages: longer.messages.slice(0, LIMITS.messagesMax + 1), extra: true });
    expect(longer.messages).toHaveLength(LIMITS.messagesMax + 2); // not mutated
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const getter = { get messages(): never { throw new Error('read') } };
    for (const other of [null, 'text', [1, 2], { messages: 'no' }, revoked.proxy, getter]) expect(_boundMessages(other)).toBe(other);
  });

  it('should leave the root issues (all the service answers for such a body) as the whole body gives them', () => {
    const element = fc.oneof(fc.anything(), fc.record({ to: fc.string(), from: fc.string(), contentMessage: fc.record({ text: fc.string() }) }));
    const body = fc.record({ organizationId: fc.oneof(fc.uuid(), fc.string(), fc.integer()), messages: fc.array(element, { minLength: LIMITS.messagesMax + 2, maxLength: 40 }) }, { requiredKeys: ['messages'] });
    fc.assert(
      fc.property(body, (whole) => {
        const rootOf = (value: unknown) => validateSendRequest(value, { now: NOW }).root;
        expect(rootOf(_boundMessages(whole))).toEqual(rootOf(whole));
        expect(rootOf(whole).issues.map((issue) => issue.code)).toContain('MESSAGES_TOO_MANY');
      }),
    );
  });
});
