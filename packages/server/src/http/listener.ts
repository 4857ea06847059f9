import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAPABILITIES_PATH, type CapabilityCheck, errorResponse, type EventFeed, type MessageList, type OperationName, PREFLIGHT_PATH, type Preflight, routeNodeRequest, SEND_PATH, type SendService, type ServiceResponse, type StatusLookup, writeNodeResponse } from '@rcs-send/service';
import type { ServerConfig } from '../config/types';
import { _EVENTS_PATH, type _EventRoute } from '../delivery/eventRoute';
import { _answerProbe, _isProbePath } from '../health/healthRoutes';
import type { _Readiness } from '../health/readiness';
import type { _Route, _ServerMetrics } from '../metrics/serverMetrics';
import type { _PlaygroundFiles } from '../playground/playgroundFiles';
import { _servePlayground } from '../playground/servePlayground';
import { _createBodyBudget, _declaredBodyBytes, _SMALL_BODY_BYTES } from './bodyBudget';
import { _BUSY_RETRY_AFTER_SECONDS } from './clientError';
import { _wasPreempted } from './preemptedRequests';
import { _loggedPath, _requestLogLine } from './requestLog';
import { _writeRouted } from './routedAnswer';

/** The longest request target (path and query) answered, in bytes; longer is 414 URI_TOO_LONG. */
const MAX_URL_BYTES = 8192;

/** What the request listener answers with. @internal */
export interface _ListenerParts {
  readonly service: SendService;
  readonly statusLookup: StatusLookup;
  readonly capabilityCheck: CapabilityCheck | undefined;
  /** `POST /v1.2/rcs/preflight`: what a send would do, nothing stored. */
  readonly preflight: Preflight;
  /** The events feed and the message list over the store (every store has both). */
  readonly reads: { readonly eventFeed: EventFeed; readonly messageList: MessageList };
  readonly config: ServerConfig;
  readonly playground: _PlaygroundFiles | undefined;
  readonly readiness: _Readiness;
  readonly metrics: _ServerMetrics | undefined;
  readonly log: (line: string) => void;
  readonly events: _EventRoute | undefined;
  /** The 401 for an `Authorization` header without a valid key, or undefined for one with (`authenticationRefusal` on the server's auth port). */
  readonly refusal: (authorization: string | undefined) => Promise<ServiceResponse | undefined>;
}

/** The route the log and the metrics name for each operation of the API. */
const METRIC_ROUTES = { send: 'send', message: 'status', capabilities: 'capabilities', events: 'feed', messages: 'list', preflight: 'preflight' } as const satisfies Record<OperationName, _Route>;

/** The path of a node request URL, without its query. */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? '';

/** Answers one request on its route; returns the route and what was answered. */
async function answer(parts: _ListenerParts, request: IncomingMessage, response: ServerResponse): Promise<[_Route, ServiceResponse]> {
  const url = request.url ?? '';
  const method = request.method ?? '';
  if (Buffer.byteLength(url) > MAX_URL_BYTES) return ['other', errorResponse('URI_TOO_LONG')];
  const path = pathOf(url);
  const { statusLookup, capabilityCheck, preflight, reads } = parts;
  const routed = routeNodeRequest(parts.service, request, url, { maxBodyBytes: parts.config.maxBodyBytes, statusLookup, preflight, ...(capabilityCheck === undefined ? {} : { capabilityCheck }), ...reads });
  if (routed !== undefined) return [routed.operation === undefined ? 'other' : METRIC_ROUTES[routed.operation], await _writeRouted(routed.response, response)];
  if (path === _EVENTS_PATH && method === 'POST' && parts.events !== undefined) return ['events', await parts.events.answer(request, response)];
  const readOnly = method === 'GET' || method === 'HEAD';
  if (readOnly && _isProbePath(path)) return [path === '/healthz' ? 'healthz' : 'readyz', await _answerProbe(path, method, parts.readiness, response)];
  const page = parts.playground === undefined ? undefined : _servePlayground(parts.playground, method, path, response);
  if (page !== undefined) return ['playground', { status: page, headers: {}, body: { error: null, messages: [] } }];
  return ['other', errorResponse('ROUTE_NOT_FOUND')];
}

/** The routes whose requests carry an API key and may carry a large body, by path. */
const KEYED_BODY_ROUTES = new Map<string, _Route>([
  [SEND_PATH, 'send'],
  [CAPABILITIES_PATH, 'capabilities'],
  [PREFLIGHT_PATH, 'preflight'],
]);

/**
 * The 401 for a large body (past {@link _SMALL_BODY_BYTES}) posted to a keyed route without a
 * valid key, with the connection closed rather than the body drained, and its route; undefined
 * for any other request, without a promise (the small requests' path stays synchronous up to
 * the service). A failing auth port refuses nothing here: the service answers for it.
 */
function refusedBeforeBody(parts: _ListenerParts, request: IncomingMessage, bytes: number): Promise<[_Route, ServiceResponse] | undefined> | undefined {
  if (bytes <= _SMALL_BODY_BYTES || request.method !== 'POST') return undefined;
  const route = KEYED_BODY_ROUTES.get(pathOf(request.url ?? ''));
  if (route === undefined) return undefined;
  return parts.refusal(request.headers.authorization).then(
    (refusal) => (refusal === undefined ? undefined : [route, { ...refusal, headers: { ...refusal.headers, connection: 'close' } }]),
    () => undefined,
  );
}

/** The answer to a body the budget has no room for: 503, and the connection closed rather than the body drained. */
const bodyBudgetExhausted = (): ServiceResponse =>
  errorResponse('SERVER_BUSY', '', { 'retry-after': String(_BUSY_RETRY_AFTER_SECONDS), connection: 'close' });

/**
 * The server's request listener: `POST /v1.2/rcs/send` to the service, `GET` and `DELETE
 * /v1.2/rcs/messages/{id}` to the status lookup, `GET /v1.2/rcs/events` to the events feed, `GET
 * /v1.2/rcs/messages` to the message list, `POST /v1.2/rcs/preflight` to the preflight, `/v1.2/rcs/capabilities` to the capability check
 * (when delivery runs), `POST /v1.2/rbm/events` to the platform's event
 * receiver (when delivery runs here), `GET /healthz` and
 * `/readyz` to the probes, GET and HEAD of the playground's files, 414 for a target over
 * {@link MAX_URL_BYTES}, 404 ROUTE_NOT_FOUND for anything else. A request whose body would take
 * the server past `maxBodyBytesInFlight` is answered 503 SERVER_BUSY before anything is read,
 * with `Retry-After` and the connection closed; a large body sent to the send or capability
 * route without a valid key is answered 401 before anything is read and takes none of that
 * budget. Logs one line per request
 * (not the probes: a load balancer asks every few seconds) and feeds the metrics.
 *
 * @internal
 */
export function _createListener(parts: _ListenerParts): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const budget = _createBodyBudget(parts.config.maxBodyBytesInFlight);
  return async (request, response) => {
    const startedAt = performance.now();
    const bytes = _declaredBodyBytes(request, parts.config.maxBodyBytes);
    const pending = refusedBeforeBody(parts, request, bytes);
    const refused = pending === undefined ? undefined : await pending;
    const release = refused === undefined ? budget.take(bytes) : undefined;
    const [route, result] = refused ?? (release === undefined ? ['other' as const, bodyBudgetExhausted()] : await answer(parts, request, response).finally(release));
    if (_wasPreempted(request)) return; // its client got the server's own answer, logged and counted as a connection error
    if (!response.headersSent) writeNodeResponse(response, result);
    parts.metrics?.request(route, result, (performance.now() - startedAt) / 1000);
    if (route === 'healthz' || route === 'readyz') return;
    parts.log(JSON.stringify(_requestLogLine(request.method ?? '', _loggedPath(route, pathOf(request.url ?? '')), result, startedAt)));
  };
}
