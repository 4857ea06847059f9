import type { RoutedHttpOptions } from '../http/types';
import { errorResponse } from '../response/errorResponse';
import type { SendService } from '../service/types';
import { writeNodeResponse } from './handleNodeRequest';
import type { NodeRequestLike, NodeResponseLike } from './nodeTypes';
import { routeNodeRequest } from './routeNodeRequest';

/** The path of a node request URL, without its query. */
const pathOf = (url: string | undefined): string => {
  const path = url ?? '';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
};

/**
 * A `node:http` request listener for hosts with no framework:
 * `http.createServer(createNodeListener(service))`. `POST /v1.2/rcs/send` is answered by the
 * service, `/v1.2/rcs/messages/{id}` by `options.statusLookup` and `/v1.2/rcs/capabilities` by
 * `options.capabilityCheck` when given; any other path gets 404 ROUTE_NOT_FOUND in the API's
 * error shape.
 *
 * @public
 */
export function createNodeListener(service: SendService, options: RoutedHttpOptions = {}): (request: NodeRequestLike, response: NodeResponseLike) => void {
  return (request, response) => {
    const answer = routeNodeRequest(service, request, pathOf(request.url), options);
    if (answer === undefined) {
      writeNodeResponse(response, errorResponse('ROUTE_NOT_FOUND'));
      return;
    }
    answer
      .then((result) => writeNodeResponse(response, result))
      .catch(() => response.destroy?.());
  };
}
