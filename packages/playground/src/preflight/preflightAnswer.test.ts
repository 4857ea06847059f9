import { describe, expect, it } from 'vitest';
import { preflightBodyOf, preflightTotals } from './preflightAnswer';

const BODY = { messages: [{ index: 0, status: 'VALID', units: 1, message: {}, delivery: null }, { index: 1, status: 'REJECTED', units: 0, errors: [] }], units: 1, balance: { available: 1000, after: 999 } };

describe('the preflight answer', () => {
  it('should read the body of a 200 preflight only', () => {
    expect(preflightBodyOf({ status: 200, body: '', value: BODY })).toBe(BODY);
    for (const answer of [{ status: 401, value: { error: {}, messages: null } }, { status: 200, value: { messages: [] } }, { status: 200, value: null }, { status: 0, value: undefined }]) expect(preflightBodyOf({ body: '', ...answer })).toBeUndefined();
  });

  it('should state the totals, and that the send would be refused when the balance cannot pay', () => {
    expect(preflightTotals(BODY as never)).toBe('1 of 2 messages valid, 1 unit; balance 1000, after the send 999.');
    expect(preflightTotals({ ...BODY, units: 3, balance: { available: 2, after: -1 } } as never)).toBe('1 of 2 messages valid, 3 units; balance 2, after the send -1: the send would be refused, 402 INSUFFICIENT_BALANCE.');
  });
});
