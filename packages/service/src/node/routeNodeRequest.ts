import { handleCapabilityHttpRequest } from '../capabilities/handleCapabilityHttpRequest';
import { _routeOf } from '../http/route';
import type { RoutedHttpOptions, RoutedResponse } from '../http/types';
import type { SendService } from '../service/types';
import { handleNodeStatusRequest } from '../status/handleNodeStatusRequest';
import { handleNodeRequest, type NodeRequestOptions } from './handleNodeRequest';
import { _nodeHttpRequest } from './nodeHttpRequest';
import type { NodeRequestLike } from './nodeTypes';

/** Options of {@link routeNodeRequest}: the routes offered, and the body a framework's parser may already have consumed. @public */
export interface NodeRouteOptions extends RoutedHttpOptions, Pick<NodeRequestOptions, 'parsedBody'> {}

/**
 * Answers one node request on the operation its `path` names (without the query, relative to
 * where the API is mounted, as `req.path` of Express or `ctx.path` of Koa): `options.path` (the
 * send), `/v1.2/rcs/messages/{id}` with `options.statusLookup`, `/v1.2/rcs/capabilities[/{msisdn}]`
 * with `options.capabilityCheck`. Undefined when the path is none of them (a framework passes
 * the request on). The answer never rejects; write it with {@link writeNodeResponse}.
 *
 * @public
 */
export function routeNodeRequest(service: SendService, request: NodeRequestLike, path: string, options: NodeRouteOptions = {}): Promise<RoutedResponse> | undefined {
  const route = _routeOf(path, options);
  switch (route?.kind) {
    case 'send':
      return handleNodeRequest(service, request, options);
    case 'message':
      return handleNodeStatusRequest(route.lookup, request);
    case 'capabilities':
      return handleCapabilityHttpRequest(route.check, _nodeHttpRequest(request, options.parsedBody), request.url ?? '');
    default:
      return undefined;
  }
}
