import type { Request } from 'express';

/**
 * The body a parser mounted earlier (e.g. `express.json()`) consumed and parsed into
 * `req.body`, or nothing when the stream is still unread.
 *
 * @internal
 */
export function _parsedBodyOf(request: Request): { parsedBody?: { readonly value: unknown } } {
  return request.readableEnded ? { parsedBody: { value: request.body as unknown } } : {};
}
