import { describe, expect, it } from 'vitest';
import { rbmSendResultOf, retryAfterMs } from './answers';

const badRequest = { error: { code: 400, message: 'x', status: 'INVALID_ARGUMENT', details: [{ fieldViolations: [{ field: 'contentMessage.text', description: 'too long' }] }] } };

describe('rbmSendResultOf', () => {
  it.each([
    [200, null, undefined, { outcome: 'sent' }],
    [409, null, { error: { status: 'ALREADY_EXISTS' } }, { outcome: 'sent' }],
    [404, null, undefined, { outcome: 'failed', reason: 'NOT_FOUND: the recipient is not reachable via RCS', notRcsCapable: true }],
    [400, null, badRequest, { outcome: 'failed', reason: 'INVALID_ARGUMENT: contentMessage.text: too long' }],
    [403, null, { error: { status: 'PERMISSION_DENIED', message: 'no' } }, { outcome: 'failed', reason: 'PERMISSION_DENIED: no' }],
    [429, '30', { error: { status: 'RESOURCE_EXHAUSTED' } }, { outcome: 'retry', afterMs: 30_000, reason: 'RESOURCE_EXHAUSTED' }],
    [500, null, undefined, { outcome: 'retry', reason: 'HTTP_500' }],
    [503, 'soon', undefined, { outcome: 'retry', reason: 'HTTP_503' }],
    [401, null, undefined, { outcome: 'retry', reason: 'HTTP_401' }],
  ])('should map %i (Retry-After %s) to its outcome', (status, retryAfter, body, expected) => {
    expect(rbmSendResultOf({ status, retryAfter, body }, 0)).toEqual(expected);
  });
});

describe('retryAfterMs', () => {
  it('should read seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs(' 2 ', now)).toBe(2000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:05 GMT', now)).toBe(0);
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
