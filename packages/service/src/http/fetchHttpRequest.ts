import type { ServiceResponse } from '../response/types';
import type { StatusLookupResponse } from '../status/types';
import { _readStream } from './readStream';
import type { HttpRequestLike } from './types';

/** A Fetch-API `Request` as the HTTP layer reads it: method, headers and a bounded body stream. @internal */
export function _fetchHttpRequest(request: Request): HttpRequestLike {
  return {
    method: request.method,
    header: (name) => request.headers.get(name) ?? undefined,
    readBytes: (maxBytes) => _readStream(request.body, maxBytes),
  };
}

/** A service response as a Fetch-API `Response`. @internal */
export function _toFetchResponse(response: ServiceResponse | StatusLookupResponse): Response {
  return new Response(JSON.stringify(response.body), { status: response.status, headers: response.headers });
}
