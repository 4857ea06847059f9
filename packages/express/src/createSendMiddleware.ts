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
 * Express 5 middleware answering `/v1.2/rcs/send`: `app.use(createSendMiddleware({ service }))`;
 * with `statusLookup`, `/v1.2/rcs/messages/{id}` (GET, DELETE) too, and with `capabilityCheck`,
 * `/v1.2/rcs/capabilities`. It reads and bounds the JSON body itself (413, 415, 400 and 405 come
 * back in the API's error shape, never an HTML page); other paths go to `next()`.
 *
 * @public
 */
export function createSendMiddleware(options: SendMiddlewareOptions): RequestHandler {
  return (request, response, next) => {
    const answer = routeNodeRequest(options.service, request, request.path, { ...options, ..._parsedBodyOf(request) });
    if (answer === undefined) {
      next();
      return;
    }
    answer.then((result) => writeNodeResponse(response, result)).catch(next);
  };
}
