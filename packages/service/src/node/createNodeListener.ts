import { SEND_PATH } from '../http/constants';
import type { RoutedHttpOptions } from '../http/types';
import { errorResponse } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import { isStatusPath } from '../status/handleStatusHttpRequest';
import type { StatusLookupResponse } from '../status/types';
import { handleNodeStatusRequest } from '../status/handleNodeStatusRequest';
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
 * service, `GET /v1.2/rcs/messages/{id}` by `options.statusLookup` when given; any other path
 * gets 404 ROUTE_NOT_FOUND in the API's error shape.
 *
 * @public
 */
export function createNodeListener(service: SendService, options: RoutedHttpOptions = {}): (request: NodeRequestLike, response: NodeResponseLike) => void {
  const path = options.path ?? SEND_PATH;
  return (request, response) => {
    const requested = pathOf(request.url);
    const { statusLookup } = options;
    let answer: Promise<ServiceResponse | StatusLookupResponse>;
    if (requested === path) answer = handleNodeRequest(service, request, options);
    else if (statusLookup !== undefined && isStatusPath(requested)) answer = handleNodeStatusRequest(statusLookup, request);
    else {
      writeNodeResponse(response, errorResponse('ROUTE_NOT_FOUND'));
      return;
    }
    answer
      .then((result) => writeNodeResponse(response, result))
      .catch(() => response.destroy?.());
  };
}
