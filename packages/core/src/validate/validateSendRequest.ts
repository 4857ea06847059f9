import { _issue } from '../catalogue/issue';
import { _applyProfile } from '../profile/applyProfile';
import type { IssueCodeOf, ValidateOptions } from '../types/options';
import type { SendRequestResult } from '../types/result';
import { _settings } from './context';
import { _validateRequest } from './request';

/** The farthest instant from the epoch a `Date` holds, in milliseconds either way (ECMAScript's TimeClip). */
const DATE_RANGE_MS = 8.64e15;

/**
 * The clock of `options`, in epoch milliseconds: a `Date`'s instant, or a number as epoch
 * milliseconds read as `new Date(number)` reads it; the current time when absent or anything else
 * (an invalid `Date`, a number no `Date` can hold such as `1e20`, or what a
 * JavaScript caller passed against the type), never an exception that would hide the request.
 *
 * @internal
 */
export function _nowMs(options: ValidateOptions | undefined): number {
  const now: unknown = options?.now;
  let ms: unknown = now;
  if (typeof now === 'object' && now !== null) {
    try {
      ms = (now as Date).getTime(); // a Date of any realm, read as it reads itself
    } catch {
      ms = undefined;
    }
  }
  // What new Date(ms) holds (TimeClip), without making one: whole milliseconds within a Date's range, else no instant.
  return typeof ms === 'number' && Math.abs(ms) <= DATE_RANGE_MS ? Math.trunc(ms) + 0 : Date.now();
}

/**
 * Validates and canonicalises a `POST /v1.2/rcs/send` body against every rule of the API
 * reference and its decisions. Never throws and never mutates `input`.
 *
 * With a `profile` or `rules`, each message (and the root) that passes the API's rules is then
 * judged by them, their issues after the API's.
 *
 * @param input - the parsed JSON body
 * @param options - the clock `expirationDateTime` is compared with, and any profile and rules
 * @returns every issue at its field path, one result per message, and the canonical request when ok
 * @public
 */
export function validateSendRequest<Options extends ValidateOptions = Record<never, never>>(
  input: unknown,
  options?: Options,
): SendRequestResult<IssueCodeOf<Options>> {
  try {
    const nowMs = _nowMs(options);
    const result = _validateRequest(input, _settings(nowMs));
    if (options?.profile === undefined && options?.rules === undefined) return result as SendRequestResult<IssueCodeOf<Options>>;
    return _applyProfile(result, options, nowMs) as SendRequestResult<IssueCodeOf<Options>>;
  } catch {
    const issues = [_issue('FIELD_UNREADABLE', '')];
    const unreadable: SendRequestResult = { ok: false, issues, root: { issues, organizationId: undefined }, messages: [] };
    return unreadable as SendRequestResult<IssueCodeOf<Options>>;
  }
}
