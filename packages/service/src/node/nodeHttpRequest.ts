import type { HttpRequestLike } from '../http/types';
import type { NodeRequestLike } from './nodeTypes';
import { _readNodeBody } from './readNodeBody';

/** How many times `name` (lower case) appears among the names of `rawHeaders`. */
function _countRawHeader(rawHeaders: readonly string[], name: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === name) count += 1;
  return count;
}

/**
 * A node request as the HTTP layer reads it: method, headers (repeated ones joined, and
 * counted from `rawHeaders`) and a bounded body stream, or the body a framework's parser
 * already consumed.
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
    ...(request.rawHeaders === undefined ? {} : { headerCount: (name: string) => _countRawHeader(request.rawHeaders ?? [], name) }),
    readBytes: (maxBytes) => _readNodeBody(request, maxBytes),
    ...(parsedBody === undefined ? {} : { parsedBody }),
  };
}
