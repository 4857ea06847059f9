import type { ErrorCode } from '../catalogue/catalogue';
import type { Issue } from '../types/result';

/** The API's error body (section 7): the error object, and `messages: null`; `Code` as in {@link Issue}. @public */
export interface ErrorResponse<Code extends string = ErrorCode> {
  /** The first error of the request. */
  error: Issue<Code>;
  /** Always null in the error shape. */
  messages: null;
}

/**
 * The API's error body for the first issue of a failed validation, e.g.
 * `{ error: { code: 'MESSAGES_EMPTY', param: '', description: '...' }, messages: null }`.
 * Takes a request's or a message's result (or anything with its issues); returns undefined
 * when there is no issue. A result under a profile gives the body of its first issue, a profile's too.
 *
 * @public
 */
export function toErrorResponse<Code extends string = ErrorCode>(result: { readonly issues: readonly Issue<Code>[] }): ErrorResponse<Code> | undefined {
  const first = result.issues[0];
  if (first === undefined) return undefined;
  return { error: { code: first.code, param: first.param, description: first.description }, messages: null };
}
