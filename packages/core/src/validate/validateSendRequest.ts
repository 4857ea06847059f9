import { _issue } from '../catalogue/issue';
import type { SendRequestResult, ValidateOptions } from '../types/result';
import { _settings } from './context';
import { _validateRequest } from './request';

/** The clock of `options`, in epoch milliseconds; the current time when absent or invalid. @internal */
export function _nowMs(options: ValidateOptions | undefined): number {
  const now = options?.now?.getTime();
  return now === undefined || Number.isNaN(now) ? Date.now() : now;
}

/**
 * Validates and canonicalises a `POST /v1.2/rcs/send` body against every rule of the API
 * reference and its decisions. Never throws and never mutates `input`.
 *
 * @param input - the parsed JSON body
 * @param options - the clock `expirationDateTime` is compared with
 * @returns every issue at its field path, one result per message, and the canonical request when ok
 * @public
 */
export function validateSendRequest(input: unknown, options?: ValidateOptions): SendRequestResult {
  try {
    return _validateRequest(input, _settings(_nowMs(options)));
  } catch {
    const issues = [_issue('FIELD_UNREADABLE', '')];
    return { ok: false, issues, root: { issues, organizationId: undefined }, messages: [] };
  }
}
