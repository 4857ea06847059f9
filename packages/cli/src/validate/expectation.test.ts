import { validateSendRequest } from '@rcs-send/core';
import { describe, expect, it } from 'vitest';
import { expectationMismatch, parseExpectation } from './expectation';

const valid = { organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04', messages: [{ to: '351912345678', from: 'acme', contentMessage: { text: 'Hi' } }] };
const accepted = validateSendRequest(valid);
const tooLong = validateSendRequest({ ...valid, messages: [{ ...valid.messages[0], contentMessage: { text: 'x'.repeat(3073) } }] });
const twoIssues = validateSendRequest({ ...valid, extra: 1, messages: [{ ...valid.messages[0], contentMessage: { text: 'x'.repeat(3073) } }] });
const TEXT = 'messages[0].contentMessage.text';

describe('parseExpectation', () => {
  it('should read the two shapes fuzz writes, and nothing else', () => {
    expect(parseExpectation({ ok: true })).toEqual({ ok: true });
    expect(parseExpectation({ ok: false, code: 'TEXT_TOO_LONG', param: TEXT })).toEqual({ ok: false, code: 'TEXT_TOO_LONG', param: TEXT });
    for (const bad of [null, [], 'ok', { ok: 'true' }, { ok: false, code: 'TEXT_TOO_LONG' }, { ok: false, code: 'NOT_A_CODE', param: '' }, { ok: false, code: 'toString', param: '' }])
      expect(parseExpectation(bad)).toBeUndefined();
  });
});

describe('expectationMismatch', () => {
  it('should agree when the verdict, the one code and its param are as expected', () => {
    expect(expectationMismatch({ ok: true }, accepted)).toBeUndefined();
    expect(expectationMismatch({ ok: false, code: 'TEXT_TOO_LONG', param: TEXT }, tooLong)).toBeUndefined();
  });

  it('should name what was expected and what the reference said', () => {
    expect(expectationMismatch({ ok: true }, tooLong)).toBe(`expected OK, got TEXT_TOO_LONG at ${TEXT}`);
    expect(expectationMismatch({ ok: false, code: 'TEXT_TOO_LONG', param: TEXT }, accepted)).toBe(`expected TEXT_TOO_LONG at ${TEXT}, got OK`);
    expect(expectationMismatch({ ok: false, code: 'CARD_TITLE_TOO_LONG', param: TEXT }, tooLong)).toBe(`expected CARD_TITLE_TOO_LONG at ${TEXT}, got TEXT_TOO_LONG at ${TEXT}`);
    expect(expectationMismatch({ ok: false, code: 'TEXT_TOO_LONG', param: '' }, tooLong)).toBe(`expected TEXT_TOO_LONG at (root), got TEXT_TOO_LONG at ${TEXT}`);
  });

  it('should count an extra issue beside the expected one as a mismatch (one broken rule, one issue)', () => {
    expect(expectationMismatch({ ok: false, code: 'TEXT_TOO_LONG', param: TEXT }, twoIssues)).toBe(`expected TEXT_TOO_LONG at ${TEXT}, got UNKNOWN_FIELD at extra; TEXT_TOO_LONG at ${TEXT}`);
  });

  it('should count a line with no expectation, or an unreadable one, as a mismatch', () => {
    expect(expectationMismatch(undefined, accepted)).toMatch(/^expected nothing to check .*, got OK$/);
    expect(expectationMismatch({ ok: 'yes' }, accepted)).toMatch(/^expected nothing readable .*, got OK$/);
  });
});
