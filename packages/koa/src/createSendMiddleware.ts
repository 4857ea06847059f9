import type { Middleware } from 'koa';
import { type RoutedHttpOptions, routeNodeRequest, type SendService } from '@rcs-send/service';
import { _parsedBodyOf } from './parsedBody';
import { _respond } from './respond';

/** Options of {@link createSendMiddleware}. @public */
export interface SendMiddlewareOptions extends RoutedHttpOptions {
  /** The service that answers the requests. */
  readonly service: SendService;
  /**
   * The path the operation answers on (`ctx.path`); other paths go to the next middleware.
   * @defaultValue '/v1.2/rcs/send'
   */
  readonly path?: string;
}

/**
 * Koa 3 middleware answering `/v1.2/rcs/send`: `app.use(createSendMiddleware({ service }))`;
 * with `statusLookup`, `/v1.2/rcs/messages/{id}` (GET, DELETE) too, and with `capabilityCheck`,
 * `/v1.2/rcs/capabilities`. It reads and bounds the JSON body itself (413, 415, 400 and 405 come
 * back in the API's error shape); other paths go to `next()`.
 *
 * @public
 */
export function createSendMiddleware(options: SendMiddlewareOptions): Middleware {
  return async (ctx, next) => {
    const answer = routeNodeRequest(options.service, ctx.req, ctx.path, { ...options, ..._parsedBodyOf(ctx) });
    if (answer === undefined) return next();
    _respond(ctx, await answer);
  };
}
