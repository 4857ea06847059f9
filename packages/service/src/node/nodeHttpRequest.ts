import type { HttpRequestLike } from '../http/types';
import type { NodeRequestLike } from './nodeTypes';
import { _readNodeBody } from './readNodeBody';

/**
 * A node request as the HTTP layer reads it: method, headers (repeated ones joined) and a
 * bounded body stream, or the body a framework's parser already consumed.
 *
 * @internal
 */
export function _nodeHttpRequest(request: NodeRequestLike, parsedBody: { readonly value: unknown } | undefined): HttpRequestLike {
  return {
    method: request.method ?? '',
    header: (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    readBytes: (maxBytes) => _readNodeBody(request, maxBytes),
    ...(parsedBody === undefined ? {} : { parsedBody }),
  };
}
