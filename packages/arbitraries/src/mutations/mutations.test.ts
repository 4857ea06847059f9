import { ERROR_CODES, LENGTH_LIMITS, LIMITS, type ErrorCode } from '@rcs-send/core';
import fc from 'fast-check';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { jsonByteLength } from '../bytes';
import type { SendRequestArbitraryOptions } from '../options';
import { canonicalMsisdn } from '../testing/problemsOf';
import { invalidSendRequestFor } from './registry';
import type { InvalidSendRequest } from './types';

/** The value at a dot-and-bracket param. */
function valueAt(root: unknown, param: string): unknown {
  const tokens = param.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  return tokens.reduce<unknown>((value, token) => {
    const key = token.startsWith('[') ? Number(token.slice(1, -1)) : token;
    return (value as Record<string | number, unknown> | undefined)?.[key];
  }, root);
}

/** The limit each length code is over, from the core's LENGTH_LIMITS. */
const TOO_LONG: Partial<Record<ErrorCode, number>> = Object.fromEntries(LENGTH_LIMITS.map((rule) => [rule.code, rule.max]));

/** What must hold of every value of a mutation, checked without the core. */
function checkInvariants(invalid: InvalidSendRequest): void {
  const { code, param, request } = invalid;
  if (code === 'FIELD_UNREADABLE' || code === 'REQUEST_NOT_OBJECT') return;
  const messages = (request as { messages?: unknown }).messages;
  if (Array.isArray(messages))
    messages.forEach((message, index) => {
      const over = code === 'MESSAGE_TOO_LARGE' && param === `messages[${index}]`;
      const bytes = jsonByteLength(message);
      if (over) expect(bytes - LIMITS.messageBytesMax).toBeGreaterThanOrEqual(1);
      if (over) expect(bytes - LIMITS.messageBytesMax).toBeLessThanOrEqual(4096);
      else expect(bytes).toBeLessThanOrEqual(LIMITS.messageBytesMax);
    });
  const limit = TOO_LONG[code];
  if (limit !== undefined) {
    const length = [...String(valueAt(request, param))].length;
    expect(length - limit).toBeGreaterThanOrEqual(1);
    expect(length - limit).toBeLessThanOrEqual(64);
  }
  if (code === 'TO_INVALID_NUMBER') {
    const digits = canonicalMsisdn(String(valueAt(request, param)));
    expect(digits).toMatch(/^[1-9]\d{7,14}$/);
    expect(isValidPhoneNumber(`+${digits}`)).toBe(false);
  }
  if (code === 'FIELD_REQUIRED') expect(valueAt(request, param)).toBeUndefined();
  if (code === 'FIELD_EMPTY') expect(valueAt(request, param)).toBe('');
}

const variants: Array<[string, SendRequestArbitraryOptions]> = [
  ['default', {}],
  ['atLimits and unicode', { atLimits: true, unicode: true }],
];

describe.each(variants)('mutations (%s)', (_, options) => {
  it.each(ERROR_CODES)('should break %s without pushing another message over the size limit', (code) => {
    fc.assert(fc.property(invalidSendRequestFor(code, options), checkInvariants), { numRuns: options.atLimits === true ? 2 : 15 });
  });
});

describe('shrinking', () => {
  it.each(['MESSAGE_TOO_LARGE', 'TEXT_TOO_LONG', 'UNKNOWN_FIELD', 'CALENDAR_END_NOT_AFTER_START', 'TO_INVALID_NUMBER'] as const)(
    'should shrink %s to a smaller value that still breaks its rule',
    (code) => {
      const details = fc.check(
        fc.property(invalidSendRequestFor(code), (invalid) => {
          const messages = (invalid.request as { messages: unknown[] }).messages;
          return messages.length < 2;
        }),
        { seed: 1 },
      );
      expect(details.failed).toBe(true);
      expect(details.numShrinks).toBeGreaterThan(0);
      const [counterexample] = details.counterexample ?? [];
      expect(counterexample?.code).toBe(code);
      checkInvariants(counterexample as InvalidSendRequest);
    },
  );
});
