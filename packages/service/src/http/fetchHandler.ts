import { errorResponse } from '../response/errorResponse';
import type { SendService } from '../service/types';
import { isStatusPath } from '../status/handleStatusHttpRequest';
import { handleFetchStatusRequest } from '../status/handleFetchStatusRequest';
import { SEND_PATH } from './constants';
import { _fetchHttpRequest, _toFetchResponse } from './fetchHttpRequest';
import { handleHttpRequest } from './handleHttpRequest';
import type { HttpOptions, RoutedHttpOptions } from './types';

/**
 * Answers one Fetch-API `Request` already routed to the operation (e.g. by Hono's router):
 * `c.req.raw` in, `Response` out.
 *
 * @public
 */
export async function handleFetchRequest(service: SendService, request: Request, options: HttpOptions = {}): Promise<Response> {
  return _toFetchResponse(await handleHttpRequest(service, _fetchHttpRequest(request), options));
}

/**
 * A whole Fetch-API host (Bun, Deno, workers): `POST /v1.2/rcs/send` is answered by the
 * service, `GET /v1.2/rcs/messages/{id}` by `options.statusLookup` when given; any other path
 * gets 404 ROUTE_NOT_FOUND in the API's error shape.
 *
 * @public
 */
export function createFetchHandler(service: SendService, options: RoutedHttpOptions = {}): (request: Request) => Promise<Response> {
  const path = options.path ?? SEND_PATH;
  return async (request) => {
    let pathname = '';
    try {
      pathname = new URL(request.url).pathname;
    } catch {
      // an unparsable URL matches no path
    }
    if (pathname === path) return handleFetchRequest(service, request, options);
    const { statusLookup } = options;
    if (statusLookup !== undefined && isStatusPath(pathname)) return handleFetchStatusRequest(statusLookup, request);
    return _toFetchResponse(errorResponse('ROUTE_NOT_FOUND'));
  };
}
