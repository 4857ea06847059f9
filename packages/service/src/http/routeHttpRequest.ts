import { handleCapabilityHttpRequest, isCapabilityPath } from '../capabilities/handleCapabilityHttpRequest';
import { handleEventFeedHttpRequest, isEventFeedPath } from '../feed/handleEventFeedHttpRequest';
import { handleMessageListHttpRequest, isMessageListPath } from '../list/handleMessageListHttpRequest';
import { handlePreflightHttpRequest, isPreflightPath } from '../preflight/handlePreflightHttpRequest';
import { errorResponse } from '../response/errorResponse';
import type { SendService } from '../service/types';
import { _lastPathSegment, handleStatusHttpRequest, isStatusPath } from '../status/handleStatusHttpRequest';
import { API_PREFIX, SEND_PATH } from './constants';
import { handleHttpRequest } from './handleHttpRequest';
import type { HttpRequestLike, RoutedHttpOptions, RoutedResponse } from './types';

/** The operations of the API a router answers: the send, the message resource (status lookup, cancel), the capability check, the events feed, the message list and the preflight. @public */
export type OperationName = 'send' | 'message' | 'capabilities' | 'events' | 'messages' | 'preflight';

/** What {@link routeHttpRequest} answers: the operation the request's path names, and that operation's answer (which never rejects). @public */
export interface RoutedAnswer {
  /** The operation the path names; undefined for a path under the API's prefix that names none (answered 404 ROUTE_NOT_FOUND). */
  readonly operation: OperationName | undefined;
  /** Its answer, for the host to write. */
  readonly response: Promise<RoutedResponse>;
}

/** The operation `path` (without its query) names, whether or not the host offers it. */
function operationOf(path: string, sendPath: string): OperationName | undefined {
  if (path === sendPath) return 'send';
  if (isStatusPath(path)) return 'message';
  if (isCapabilityPath(path)) return 'capabilities';
  if (isEventFeedPath(path)) return 'events';
  if (isMessageListPath(path)) return 'messages';
  if (isPreflightPath(path)) return 'preflight';
  return undefined;
}

/** The answer of `operation`, or 404 ROUTE_NOT_FOUND when there is none or the host does not offer it. */
function answerOf(operation: OperationName | undefined, service: SendService, request: HttpRequestLike, target: string, path: string, options: RoutedHttpOptions): Promise<RoutedResponse> {
  const { statusLookup, capabilityCheck, eventFeed, messageList, preflight } = options;
  switch (operation) {
    case 'send':
      return handleHttpRequest(service, request, options);
    case 'message':
      return statusLookup === undefined ? Promise.resolve(errorResponse('ROUTE_NOT_FOUND')) : handleStatusHttpRequest(statusLookup, request, _lastPathSegment(path));
    case 'capabilities':
      return capabilityCheck === undefined ? Promise.resolve(errorResponse('ROUTE_NOT_FOUND')) : handleCapabilityHttpRequest(capabilityCheck, request, target);
    case 'events':
      return eventFeed === undefined ? Promise.resolve(errorResponse('ROUTE_NOT_FOUND')) : handleEventFeedHttpRequest(eventFeed, request, target);
    case 'messages':
      return messageList === undefined ? Promise.resolve(errorResponse('ROUTE_NOT_FOUND')) : handleMessageListHttpRequest(messageList, request, target);
    case 'preflight':
      return preflight === undefined ? Promise.resolve(errorResponse('ROUTE_NOT_FOUND')) : handlePreflightHttpRequest(preflight, request, target, options);
    default:
      return Promise.resolve(errorResponse('ROUTE_NOT_FOUND'));
  }
}

/**
 * The one router of the API's operations, which every host shares (the node listener, the Fetch
 * handler, the Express and Koa middleware, the reference server): `target` is the request's path
 * and query, relative to where the API is mounted. `POST` on `options.path` (default
 * {@link SEND_PATH}) is the send; `GET` and `DELETE` on `/v1.2/rcs/messages/{id}` the status
 * lookup and the cancel of `options.statusLookup`; `GET` on `/v1.2/rcs/capabilities/{msisdn}`
 * and `POST` on `/v1.2/rcs/capabilities` the capability check of `options.capabilityCheck`; `GET`
 * on `/v1.2/rcs/events` the events feed of `options.eventFeed`, and on `/v1.2/rcs/messages` the
 * message list of `options.messageList`; `POST` on `/v1.2/rcs/preflight` the preflight of
 * `options.preflight`. Each
 * answers another method with 405 and its `Allow`. Any other path under {@link API_PREFIX}, and a
 * path of an operation the host was not given, answers 404 ROUTE_NOT_FOUND in the API's error
 * shape (never a framework's own page). Undefined for a path outside the prefix: a whole host
 * answers it 404 ROUTE_NOT_FOUND, a framework passes it on.
 *
 * @public
 */
export function routeHttpRequest(service: SendService, request: HttpRequestLike, target: string, options: RoutedHttpOptions = {}): RoutedAnswer | undefined {
  const path = target.split('?', 1)[0] ?? '';
  const sendPath = options.path ?? SEND_PATH;
  const operation = operationOf(path, sendPath);
  if (operation === undefined && !path.startsWith(API_PREFIX)) return undefined;
  return { operation, response: answerOf(operation, service, request, target, path, options) };
}
