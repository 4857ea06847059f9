import type { Context } from 'koa';

/**
 * The body a parser mounted earlier (e.g. `@koa/bodyparser`) consumed and parsed into
 * `ctx.request.body`, or nothing when the stream is still unread.
 *
 * @internal
 */
export function _parsedBodyOf(ctx: Context): { parsedBody?: { readonly value: unknown } } {
  return ctx.req.readableEnded ? { parsedBody: { value: (ctx.request as { body?: unknown }).body } } : {};
}
