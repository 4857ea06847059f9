import type { RequestHandler } from 'express';
import { handleNodeRequest, type HttpOptions, SEND_PATH, type SendService, writeNodeResponse } from '@rcs-send/service';
import { _parsedBodyOf } from './parsedBody';

/** Options of {@link createSendMiddleware}. @public */
export interface SendMiddlewareOptions extends HttpOptions {
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
 * Express 5 middleware answering `/v1.2/rcs/send`: `app.use(createSendMiddleware({ service }))`.
 * It reads and bounds the JSON body itself (413, 415, 400 and 405 come back in the API's
 * error shape, never an HTML page); other paths go to `next()`.
 *
 * @public
 */
export function createSendMiddleware(options: SendMiddlewareOptions): RequestHandler {
  const path = options.path ?? SEND_PATH;
  return (request, response, next) => {
    if (request.path !== path) {
      next();
      return;
    }
    handleNodeRequest(options.service, request, { ...options, ..._parsedBodyOf(request) })
      .then((result) => writeNodeResponse(response, result))
      .catch(next);
  };
}
