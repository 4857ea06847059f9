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
 * Koa 3 middleware answering the API's paths as the service's router does:
 * `app.use(createSendMiddleware({ service, statusLookup }))`. It reads and bounds the JSON body
 * itself; every answer (413, 415, 405, and 404 for an operation it was not given) is in the API's
 * error shape. Other paths go to the next middleware.
 *
 * @public
 */
export function createSendMiddleware(options: SendMiddlewareOptions): Middleware {
  return async (ctx, next) => {
    const routed = routeNodeRequest(options.service, ctx.req, ctx.url, { ...options, ..._parsedBodyOf(ctx) });
    if (routed === undefined) return next();
    _respond(ctx, await routed.response);
  };
}
