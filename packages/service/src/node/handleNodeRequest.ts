import { handleHttpRequest } from '../http/handleHttpRequest';
import type { HttpOptions, RoutedResponse } from '../http/types';
import type { ServiceResponse } from '../response/types';
import type { SendService } from '../service/types';
import type { NodeRequestLike, NodeResponseLike } from './nodeTypes';
import { _nodeHttpRequest } from './nodeHttpRequest';

/** Options of {@link handleNodeRequest}. @public */
export interface NodeRequestOptions extends HttpOptions {
  /** The body a framework's parser already consumed and parsed, if it did (it is then not read again). */
  readonly parsedBody?: { readonly value: unknown };
}

const encoder = new TextEncoder();

/**
 * Answers one node request already routed to the operation: method, headers and a bounded
 * body read from the stream, through {@link handleHttpRequest}. Never throws; write the
 * result with {@link writeNodeResponse} or through a framework.
 *
 * @public
 */
export function handleNodeRequest(service: SendService, request: NodeRequestLike, options: NodeRequestOptions = {}): Promise<ServiceResponse> {
  return handleHttpRequest(service, _nodeHttpRequest(request, options.parsedBody), options);
}

/**
 * Writes a response of the send, the status lookup or the capability check to a node `ServerResponse`: status, headers and the JSON body.
 * Node drains a body that was not read (e.g. after a 401 or a 413), so the client reads the
 * response whole.
 *
 * @public
 */
export function writeNodeResponse(response: NodeResponseLike, result: RoutedResponse): void {
  const body = encoder.encode(JSON.stringify(result.body));
  response.writeHead(result.status, { ...result.headers, 'content-length': body.byteLength });
  response.end(body);
}
