import type { RoutedHttpOptions } from '../http/types';
import { errorResponse } from '../response/errorResponse';
import type { SendService } from '../service/types';
import { writeNodeResponse } from './handleNodeRequest';
import type { NodeRequestLike, NodeResponseLike } from './nodeTypes';
import { routeNodeRequest } from './routeNodeRequest';

/**
 * A `node:http` request listener for hosts with no framework:
 * `http.createServer(createNodeListener(service))`. The API's paths are answered as
 * {@link routeHttpRequest} routes them; any other path gets 404 ROUTE_NOT_FOUND in the API's
 * error shape.
 *
 * @public
 */
export function createNodeListener(service: SendService, options: RoutedHttpOptions = {}): (request: NodeRequestLike, response: NodeResponseLike) => void {
  return (request, response) => {
    const routed = routeNodeRequest(service, request, request.url ?? '', options);
    if (routed === undefined) {
      writeNodeResponse(response, errorResponse('ROUTE_NOT_FOUND'));
      return;
    }
    routed.response.then((result) => writeNodeResponse(response, result)).catch(() => response.destroy?.());
  };
}
