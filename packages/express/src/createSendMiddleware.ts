import type { RequestHandler } from 'express';
import { type RoutedHttpOptions, routeNodeRequest, type SendService, writeNodeResponse } from '@rcs-send/service';
import { _parsedBodyOf } from './parsedBody';

/** Options of {@link createSendMiddleware}. @public */
export interface SendMiddlewareOptions extends RoutedHttpOptions {
  /** The service that answers the requests. */
  readonly service: SendService;
  /**
   * The path the operation answers on, relative to where the middleware is mounted; other
   * paths go to the next handler.
   * @defaultValue '/v1.2/rcs/send'
   */
  readonly path?: string;
}

/**
 * Express 5 middleware answering the API's paths as the service's router does:
 * `app.use(createSendMiddleware({ service, statusLookup }))`. It reads and bounds the JSON body
 * itself; every answer (413, 415, 405, and 404 for an operation it was not given) is in the API's
 * error shape, never an HTML page. Other paths go to `next()`.
 *
 * @public
 */
export function createSendMiddleware(options: SendMiddlewareOptions): RequestHandler {
  return (request, response, next) => {
    const routed = routeNodeRequest(options.service, request, request.url, { ...options, ..._parsedBodyOf(request) });
    if (routed === undefined) next();
    else routed.response.then((result) => writeNodeResponse(response, result)).catch(next);
  };
}
