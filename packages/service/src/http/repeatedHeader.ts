import { errorResponse } from '../response/errorResponse';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { HttpRequestLike } from './types';

/**
 * The headers a request may carry once: with two, a proxy reading the first and this service
 * the last (or the other way round) would see two different requests: another tenant's key,
 * another body length, another idempotency scope.
 */
const SINGLE_HEADERS = ['authorization', 'content-type', 'content-length', 'idempotency-key'] as const;

/**
 * 400 HEADER_REPEATED (at the header's name) when one of the headers that must appear once is
 * sent more than once, as far as the host can tell (`headerCount`); undefined otherwise.
 *
 * @internal
 */
export function _repeatedHeaderResponse(request: Pick<HttpRequestLike, 'headerCount'>): ServiceResponse<ErrorBody> | undefined {
  if (request.headerCount === undefined) return undefined;
  const repeated = SINGLE_HEADERS.find((name) => (request.headerCount?.(name) ?? 0) > 1);
  return repeated === undefined ? undefined : errorResponse('HEADER_REPEATED', repeated);
}
