import type { SendValidation, ValidationOptions } from '../validation/types';
import { validateHttpRequest } from '../validation/validateHttpRequest';
import { _fetchHttpRequest, _toFetchResponse } from './fetchHttpRequest';

/**
 * Validation only, for Fetch-API hosts (Hono, Bun, Deno, workers): reads and bounds the body
 * of `request`, validates and canonicalises it, and returns the {@link SendValidation} to go
 * on with, or the error `Response` (405, 413, 415, 400) to send as is.
 *
 * @example
 * `const verdict = await validateFetchRequest(c.req.raw); if (verdict instanceof Response) return verdict;`
 *
 * @throws TypeError when the body of `request` was already read (a programming error, not the client's).
 * @public
 */
export async function validateFetchRequest(request: Request, options: ValidationOptions = {}): Promise<SendValidation | Response> {
  if (request.bodyUsed) throw new TypeError('validateFetchRequest: the request body was already read; pass the request before any parser reads it');
  const verdict = await validateHttpRequest(_fetchHttpRequest(request), options);
  return verdict.ok ? verdict.validation : _toFetchResponse(verdict.response, request.method);
}
