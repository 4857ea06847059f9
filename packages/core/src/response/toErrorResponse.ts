import type { Issue } from '../types/result';

/** The API's error body (section 7): the error object, and `messages: null`. @public */
export interface ErrorResponse {
  /** The first error of the request. */
  error: Issue;
  /** Always null in the error shape. */
  messages: null;
}

/**
 * The API's error body for the first issue of a failed validation, e.g.
 * `{ error: { code: 'MESSAGES_EMPTY', param: '', description: '...' }, messages: null }`.
 * Takes a request's or a message's result (or anything with its issues); returns undefined
 * when there is no issue.
 *
 * @public
 */
export function toErrorResponse(result: { readonly issues: readonly Issue[] }): ErrorResponse | undefined {
  const first = result.issues[0];
  if (first === undefined) return undefined;
  return { error: { code: first.code, param: first.param, description: first.description }, messages: null };
}
