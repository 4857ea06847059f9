import type { _Field } from '../capabilities/capabilityFields';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../http/constants';
import { _serviceIssue } from '../response/errorResponse';

/** A whole number written in decimal digits only (no sign, point, exponent or space). */
const DIGITS = /^[0-9]{1,16}$/;

/** The whole number `text` writes in digits, when it is a safe integer; else undefined. */
function wholeNumberOf(text: string): number | undefined {
  const value = DIGITS.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A page's `limit`: {@link PAGE_LIMIT_DEFAULT} when absent, else a whole number from 1 to {@link PAGE_LIMIT_MAX} (400 LIMIT_INVALID at `limit`). @internal */
export function _pageLimitOf(text: string | undefined): _Field<number> {
  if (text === undefined) return { ok: true, value: PAGE_LIMIT_DEFAULT };
  const limit = wholeNumberOf(text);
  return limit !== undefined && limit >= 1 && limit <= PAGE_LIMIT_MAX ? { ok: true, value: limit } : { ok: false, issue: _serviceIssue('LIMIT_INVALID', 'limit') };
}

/** The events feed's `after`: 0 when absent, else a whole number from 0 (400 AFTER_INVALID at `after`). @internal */
export function _afterOf(text: string | undefined): _Field<number> {
  if (text === undefined) return { ok: true, value: 0 };
  const after = wholeNumberOf(text);
  return after === undefined ? { ok: false, issue: _serviceIssue('AFTER_INVALID', 'after') } : { ok: true, value: after };
}
