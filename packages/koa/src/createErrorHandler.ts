import type { Middleware } from 'koa';
import { bodyParserErrorResponse } from '@rcs-send/service';
import { _respond } from './respond';

/**
 * Koa 3 middleware that answers the errors of a body parser downstream (`@koa/bodyparser`,
 * koa-bodyparser, co-body) in the API's error shape instead of Koa's plain text: bad JSON
 * 400 `MALFORMED_JSON`, too large 413, unsupported encoding or charset 415, any other 4xx of
 * the parser 400. Every other error is thrown on. Mount it before the parser:
 * `app.use(createErrorHandler())`.
 *
 * @public
 */
export function createErrorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const answer = ctx.headerSent ? undefined : bodyParserErrorResponse(error);
      if (answer === undefined) throw error;
      _respond(ctx, answer);
    }
  };
}
