import { _readStream } from './readStream';
import type { HttpRequestLike, RoutedResponse } from './types';

/** A Fetch-API `Request` as the HTTP layer reads it: method, headers and a bounded body stream. @internal */
export function _fetchHttpRequest(request: Request): HttpRequestLike {
  return {
    method: request.method,
    header: (name) => request.headers.get(name) ?? undefined,
    readBytes: (maxBytes) => _readStream(request.body, maxBytes),
  };
}

/**
 * A response of the send, the status lookup or the capability check as a Fetch-API `Response`
 * to a request of `method`: a HEAD request's without its body, which an answer to HEAD never has.
 *
 * @internal
 */
export function _toFetchResponse(response: RoutedResponse, method: string): Response {
  return new Response(method === 'HEAD' ? null : JSON.stringify(response.body), { status: response.status, headers: response.headers });
}
