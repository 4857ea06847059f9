import { errorResponse } from '../response/errorResponse';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { HttpRequestLike } from './types';

/**
 * The headers a request may carry once: with two, a proxy reading the first and this service
 * the last (or the other way round) would see two different requests: another tenant's key,
 * another body length, another idempotency scope.
 */
const SINGLE_HEADERS = ['authorization', 'content-type', 'content-length', 'idempotency-key'] as const;

/** The headers an operation reads, or the error response that answers the request instead. @internal */
export type _ReadHeaders<Name extends string> = { readonly ok: true; readonly headers: Readonly<Record<Name, string | undefined>> } | { readonly ok: false; readonly response: ServiceResponse<ErrorBody> };

/**
 * Reads the headers `names` of a request, first refusing one of the headers that must appear
 * once sent more than once, as far as the host can tell (`headerCount`): 400 HEADER_REPEATED at
 * its name. A host whose header reads throw gets 500 INTERNAL_ERROR.
 *
 * @internal
 */
export function _readHeaders<Name extends string>(request: Pick<HttpRequestLike, 'header' | 'headerCount'>, names: readonly Name[]): _ReadHeaders<Name> {
  try {
    const repeated = request.headerCount === undefined ? undefined : SINGLE_HEADERS.find((name) => (request.headerCount?.(name) ?? 0) > 1);
    if (repeated !== undefined) return { ok: false, response: errorResponse('HEADER_REPEATED', repeated) };
    return { ok: true, headers: Object.fromEntries(names.map((name) => [name, request.header(name)])) as Record<Name, string | undefined> };
  } catch {
    return { ok: false, response: errorResponse('INTERNAL_ERROR') };
  }
}
