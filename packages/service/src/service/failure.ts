import { _isUnavailable, _retryAfterOf } from '../errors/unavailableError';
import { errorResponse } from '../response/errorResponse';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { PortName } from '../ports/ports';
import { _PortFailure } from './portCall';

/** Where an error came from and who hears of it. @internal */
export type _OnError = (error: unknown, source: PortName | 'service') => void;

/** The response to an error nothing else caught: 503 when a port said it is unavailable, else 500; `onError` hears of it. @internal */
export function _failureResponse(error: unknown, onError: _OnError): ServiceResponse<ErrorBody> {
  const cause = error instanceof _PortFailure ? error.cause : error;
  onError(cause, error instanceof _PortFailure ? error.port : 'service');
  if (!_isUnavailable(cause)) return errorResponse('INTERNAL_ERROR');
  const retryAfter = _retryAfterOf(cause);
  return errorResponse('SERVICE_UNAVAILABLE', '', retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) });
}

/** `onError`, made unable to throw into the pipeline. @internal */
export function _safeOnError(onError: _OnError | undefined): _OnError {
  return (error, source) => {
    try {
      onError?.(error, source);
    } catch {
      // a failing logger must not change the response
    }
  };
}
