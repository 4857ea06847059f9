import { routeHttpRequest, type RoutedAnswer } from '../http/routeHttpRequest';
import type { RoutedHttpOptions } from '../http/types';
import type { SendService } from '../service/types';
import type { NodeRequestOptions } from './handleNodeRequest';
import { _nodeHttpRequest } from './nodeHttpRequest';
import { originForm } from './originForm';
import type { NodeRequestLike } from './nodeTypes';

/** Options of {@link routeNodeRequest}: the routes offered, and the body a framework's parser may already have consumed. @public */
export interface NodeRouteOptions extends RoutedHttpOptions, Pick<NodeRequestOptions, 'parsedBody'> {}

/**
 * {@link routeHttpRequest} for a node request: `target` is its path and query relative to where
 * the API is mounted (Express's `req.url` inside a mounted middleware, Koa's `ctx.url`), read in
 * origin form when it came in absolute form (`http://host/v1.2/rcs/send`). Undefined
 * when the path is none of the API's (a framework passes the request on). Write the answer with
 * {@link writeNodeResponse}.
 *
 * @public
 */
export function routeNodeRequest(service: SendService, request: NodeRequestLike, target: string, options: NodeRouteOptions = {}): RoutedAnswer | undefined {
  return routeHttpRequest(service, _nodeHttpRequest(request, options.parsedBody), originForm(target), options);
}
