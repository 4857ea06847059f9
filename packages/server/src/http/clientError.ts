import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorResponse, type ServiceErrorCode } from '@rcs-send/service';
import { _closeSoon } from './closeSoon';

/** Seconds a client refused for lack of room (connections or body budget) is told to wait. @internal */
export const _BUSY_RETRY_AFTER_SECONDS = 1;

/** The code of each of Node's client errors that has one of its own; any other parser error is MALFORMED_HTTP. */
const CODE_OF_NODE_ERROR: Readonly<Record<string, ServiceErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

/** The service code that answers a `clientError` of Node's HTTP server. */
function clientErrorCode(error: unknown): ServiceErrorCode {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && Object.hasOwn(CODE_OF_NODE_ERROR, code) ? (CODE_OF_NODE_ERROR[code] as ServiceErrorCode) : 'MALFORMED_HTTP';
}

/** A whole HTTP/1.1 response, in the API's error shape, that closes the connection. */
function rawErrorResponse(code: ServiceErrorCode, extra: Record<string, string> = {}): string {
  const { status, headers, body } = errorResponse(code, '', extra);
  const json = JSON.stringify(body);
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  lines.push(`content-length: ${Buffer.byteLength(json)}`, 'connection: close', '', json);
  return lines.join('\r\n');
}

/**
 * Answers a `clientError` of Node's HTTP server (malformed framing, headers too large, a
 * request too slow) in the API's error shape, then closes the connection. Nothing is written
 * when the socket cannot take it or a response to the request already started (writing then
 * would corrupt it): the connection is only closed. Returns the code answered.
 *
 * @internal
 */
export function _answerClientError(error: unknown, socket: Socket, responseStarted: boolean): ServiceErrorCode {
  const code = clientErrorCode(error);
  if (socket.writable && !responseStarted) socket.end(rawErrorResponse(code));
  _closeSoon(socket);
  return code;
}

/**
 * Answers a `CONNECT` request (a tunnel, which this server never opens: Node would close the
 * connection without a word) with 405 METHOD_NOT_ALLOWED in the API's error shape, `Allow`
 * naming the methods the API takes, then closes the connection. Returns the code answered.
 *
 * @internal
 */
export function _answerConnect(socket: Socket): ServiceErrorCode {
  if (socket.writable) socket.end(rawErrorResponse('METHOD_NOT_ALLOWED', { allow: 'GET, HEAD, POST, DELETE' }));
  _closeSoon(socket);
  return 'METHOD_NOT_ALLOWED';
}

/**
 * Answers a connection the server has no room for (every connection busy at the cap) with 503
 * SERVER_BUSY and `Retry-After: 1` in the API's error shape, then closes it. Returns the code answered.
 *
 * @internal
 */
export function _answerServerBusy(socket: Socket): ServiceErrorCode {
  if (socket.writable) socket.end(rawErrorResponse('SERVER_BUSY', { 'retry-after': String(_BUSY_RETRY_AFTER_SECONDS) }));
  _closeSoon(socket);
  return 'SERVER_BUSY';
}
