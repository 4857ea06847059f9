import { describe, expect, it } from 'vitest';
import { _createBodyBudget, _declaredBodyBytes, _SMALL_BODY_BYTES } from './bodyBudget';

const LIMIT = 1_000_000;
const LARGE = _SMALL_BODY_BYTES + 1;

describe('_createBodyBudget', () => {
  it('should take bodies up to the limit exactly, and refuse one byte more', () => {
    const budget = _createBodyBudget(LIMIT);
    expect(budget.take(LIMIT - LARGE)).toBeTypeOf('function');
    expect(budget.take(LARGE + 1)).toBeUndefined();
    expect(budget.take(LARGE)).toBeTypeOf('function');
    expect(budget.inFlight()).toBe(LIMIT);
  });

  it('should let small bodies (up to 64 KiB) through without counting them, even when full', () => {
    const budget = _createBodyBudget(LIMIT);
    budget.take(LIMIT);
    expect(budget.take(_SMALL_BODY_BYTES)).toBeTypeOf('function');
    expect(budget.take(_SMALL_BODY_BYTES + 1)).toBeUndefined();
    expect(budget.inFlight()).toBe(LIMIT);
  });

  it('should give bytes back once, however often the release is called', () => {
    const budget = _createBodyBudget(LIMIT);
    const release = budget.take(LIMIT);
    release?.();
    release?.();
    expect(budget.inFlight()).toBe(0);
    expect(budget.take(LIMIT)).toBeTypeOf('function');
    expect(budget.take(LARGE)).toBeUndefined();
  });
});

describe('_declaredBodyBytes', () => {
  const declared = (headers: Record<string, string>): number => _declaredBodyBytes({ headers }, 2_000_000);
  it.each([
    ['a Content-Length', { 'content-length': '1234' }, 1234],
    ['a Content-Length over the bound (refused 413 unread)', { 'content-length': '9000000' }, 2_000_000],
    ['a chunked body (it may grow to the bound)', { 'transfer-encoding': 'chunked' }, 2_000_000],
    ['no body', {}, 0],
    ['a Content-Length that is no number (refused by the parser before)', { 'content-length': '12a' }, 0],
  ])('should count %s', (_, headers, bytes) => expect(declared(headers)).toBe(bytes));
});
