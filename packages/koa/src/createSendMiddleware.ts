import type { Middleware } from 'koa';
import { handleNodeRequest, type HttpOptions, SEND_PATH, type SendService } from '@rcs-send/service';
import { _parsedBodyOf } from './parsedBody';
import { _respond } from './respond';

/** Options of {@link createSendMiddleware}. @public */
export interface SendMiddlewareOptions extends HttpOptions {
  /** The service that answers the requests. */
  readonly service: SendService;
  /**
   * The path the operation answers on (`ctx.path`); other paths go to the next middleware.
   * @defaultValue '/v1.2/rcs/send'
   */
  readonly path?: string;
}

/**
 * Koa 3 middleware answering `/v1.2/rcs/send`: `app.use(createSendMiddleware({ service }))`.
 * It reads and bounds the JSON body itself (413, 415, 400 and 405 come back in the API's
 * error shape); other paths go to `next()`.
 *
 * @public
 */
export function createSendMiddleware(options: SendMiddlewareOptions): Middleware {
  const path = options.path ?? SEND_PATH;
  return async (ctx, next) => {
    if (ctx.path !== path) return next();
    _respond(ctx, await handleNodeRequest(options.service, ctx.req, { ...options, ..._parsedBodyOf(ctx) }));
  };
}
