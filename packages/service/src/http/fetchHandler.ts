import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import type { SendService } from '../service/types';
import { SEND_PATH } from './constants';
import { handleHttpRequest } from './handleHttpRequest';
import { _readStream } from './readStream';
import type { HttpOptions, RoutedHttpOptions } from './types';

/** A service response as a Fetch `Response`. */
function toResponse(response: ServiceResponse): Response {
  return new Response(JSON.stringify(response.body), { status: response.status, headers: response.headers });
}

/**
 * Answers one Fetch-API `Request` already routed to the operation (e.g. by Hono's router):
 * `c.req.raw` in, `Response` out.
 *
 * @public
 */
export async function handleFetchRequest(service: SendService, request: Request, options: HttpOptions = {}): Promise<Response> {
  const response = await handleHttpRequest(
    service,
    {
      method: request.method,
      header: (name) => request.headers.get(name) ?? undefined,
      readBytes: (maxBytes) => _readStream(request.body, maxBytes),
    },
    options,
  );
  return toResponse(response);
}

/**
 * A whole Fetch-API host (Bun, Deno, workers): `POST /v1.2/rcs/send` is answered by the
 * service; any other path gets 404 ROUTE_NOT_FOUND in the spec's error shape.
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
    return pathname === path ? handleFetchRequest(service, request, options) : toResponse(errorResponse('ROUTE_NOT_FOUND'));
  };
}
