import { errorResponse } from '../response/errorResponse';
import type { SendService } from '../service/types';
import { _fetchHttpRequest, _toFetchResponse } from './fetchHttpRequest';
import { handleHttpRequest } from './handleHttpRequest';
import { routeHttpRequest } from './routeHttpRequest';
import type { HttpOptions, RoutedHttpOptions } from './types';

/**
 * Answers one Fetch-API `Request` already routed to the operation (e.g. by Hono's router):
 * `c.req.raw` in, `Response` out.
 *
 * @public
 */
export async function handleFetchRequest(service: SendService, request: Request, options: HttpOptions = {}): Promise<Response> {
  return _toFetchResponse(await handleHttpRequest(service, _fetchHttpRequest(request), options), request.method);
}

/**
 * A whole Fetch-API host (Bun, Deno, workers): the API's paths are answered as
 * {@link routeHttpRequest} routes them; any other path gets 404 ROUTE_NOT_FOUND in the API's
 * error shape.
 *
 * @public
 */
export function createFetchHandler(service: SendService, options: RoutedHttpOptions = {}): (request: Request) => Promise<Response> {
  return async (request) => {
    let target = '';
    try {
      const url = new URL(request.url);
      target = `${url.pathname}${url.search}`;
    } catch {
      // an unparsable URL matches no path
    }
    const routed = routeHttpRequest(service, _fetchHttpRequest(request), target, options);
    return _toFetchResponse(await (routed?.response ?? errorResponse('ROUTE_NOT_FOUND')), request.method);
  };
}
