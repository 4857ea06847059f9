import { SEND_PATH } from '../http/constants';
import type { RoutedHttpOptions } from '../http/types';
import { errorResponse } from '../response/errorResponse';
import type { SendService } from '../service/types';
import { handleNodeRequest, writeNodeResponse } from './handleNodeRequest';
import type { NodeRequestLike, NodeResponseLike } from './nodeTypes';

/** The path of a node request URL, without its query. */
const pathOf = (url: string | undefined): string => {
  const path = url ?? '';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
};

/**
 * A `node:http` request listener for hosts with no framework:
 * `http.createServer(createNodeListener(service))`. `POST /v1.2/rcs/send` is answered by the
 * service; any other path gets 404 ROUTE_NOT_FOUND in the API's error shape.
 *
 * @public
 */
export function createNodeListener(service: SendService, options: RoutedHttpOptions = {}): (request: NodeRequestLike, response: NodeResponseLike) => void {
  const path = options.path ?? SEND_PATH;
  return (request, response) => {
    if (pathOf(request.url) !== path) {
      writeNodeResponse(response, errorResponse('ROUTE_NOT_FOUND'));
      return;
    }
    handleNodeRequest(service, request, options)
      .then((result) => writeNodeResponse(response, result))
      .catch(() => response.destroy?.());
  };
}
