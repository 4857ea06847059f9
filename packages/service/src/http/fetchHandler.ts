import { handleCapabilityHttpRequest } from '../capabilities/handleCapabilityHttpRequest';
import { errorResponse } from '../response/errorResponse';
import type { SendService } from '../service/types';
import { handleFetchStatusRequest } from '../status/handleFetchStatusRequest';
import { _fetchHttpRequest, _toFetchResponse } from './fetchHttpRequest';
import { handleHttpRequest } from './handleHttpRequest';
import { _routeOf } from './route';
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
 * service, `/v1.2/rcs/messages/{id}` by `options.statusLookup` and `/v1.2/rcs/capabilities` by
 * `options.capabilityCheck` when given; any other path gets 404 ROUTE_NOT_FOUND in the API's
 * error shape.
 *
 * @public
 */
export function createFetchHandler(service: SendService, options: RoutedHttpOptions = {}): (request: Request) => Promise<Response> {
  return async (request) => {
    let url: URL | undefined;
    try {
      url = new URL(request.url);
    } catch {
      // an unparsable URL matches no path
    }
    const route = _routeOf(url?.pathname ?? '', options);
    switch (route?.kind) {
      case 'send':
        return handleFetchRequest(service, request, options);
      case 'message':
        return handleFetchStatusRequest(route.lookup, request);
      case 'capabilities':
        return _toFetchResponse(await handleCapabilityHttpRequest(route.check, _fetchHttpRequest(request), `${url?.pathname ?? ''}${url?.search ?? ''}`));
      default:
        return _toFetchResponse(errorResponse('ROUTE_NOT_FOUND'));
    }
  };
}
