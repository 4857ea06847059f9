import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { originForm } from '@rcs-send/service';
import type { ServerConfig } from '../config/types';
import { _answerClientError, _answerConnect, _answerServerBusy } from './clientError';
import { _capConnections } from './connectionCap';
import { _continueWhenRead } from './continueWhenRead';
import { _preempt } from './preemptedRequests';
import { _closeIfBodyLingers } from './unreadBody';

/** The request a connection is serving, and its response, until the response has finished. */
interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
}

/**
 * How often Node checks the headers and request timeouts, in milliseconds. Node's default (30
 * s) let a slow client hold a connection up to 30 s past its timeout; at 1 s a timeout holds
 * within a second.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1000;

/**
 * The `node:http` server of the reference server: the configured timeouts, checked every
 * second, Node's default header bound (16 KiB), and every client error (malformed framing,
 * headers too large, too slow, an HTTP/1.1 request without `Host`) and every CONNECT (405)
 * answered in the API's error shape before the connection is closed, then reported to
 * `onConnectionError`. A client error in what follows a request received whole (pipelined)
 * waits for that request's answer, which is sent first: it was acted on (a send accepted and
 * charged), so its client must hear of it. `100 Continue` is sent only once a body is read, and
 * a body its answer left unread may keep arriving for a second only; any other expectation is
 * ignored (the request answered as it stands, never Node's bare 417). At most `maxConnections`
 * open (idle ones closed first to make room, else the newcomer answered 503 SERVER_BUSY and
 * reported). A request target in absolute form (`http://host/path`) is served as its path.
 *
 * @internal
 */
export function _createHttpServer(
  config: Pick<ServerConfig, 'headersTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'maxConnections'>,
  listener: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  onConnectionError: (code: string) => void,
): Server {
  const exchanges = new WeakMap<Socket, Exchange>();
  const answered = new WeakSet<Socket>();
  const serve = (request: IncomingMessage, response: ServerResponse): void => {
    const { socket } = request;
    if (request.headers.host === undefined && request.httpVersion === '1.1') {
      // HTTP/1.1 requires Host: answered as any malformed request (Node's own 400 has no body).
      answered.add(socket);
      return void onConnectionError(_answerClientError(new Error('no Host header'), socket, false));
    }
    if (request.url !== undefined) request.url = originForm(request.url); // every route reads the origin form
    const exchange = { request, response };
    exchanges.set(socket, exchange);
    response.once('finish', () => {
      if (exchanges.get(socket) === exchange) exchanges.delete(socket);
      if (!request.complete) _closeIfBodyLingers(request, socket);
    });
    listener(request, response).catch(() => response.destroy());
  };
  const server = createServer(
    {
      headersTimeout: config.headersTimeout,
      requestTimeout: config.requestTimeout,
      keepAliveTimeout: config.keepAliveTimeout,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
      requireHostHeader: false,
    },
    serve,
  );
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    _continueWhenRead(request, response);
    server.emit('request', request, response); // to every request listener: the connection cap counts it busy
  });
  // An expectation other than 100-continue is ignored, as RFC 9110 (10.1.1) allows: Node's own 417 has no body in the API's shape.
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => void server.emit('request', request, response));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A write after the answer (the request's own response, late) fails again: close, count once.
    if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return void socket.destroy();
    answered.add(socket);
    const exchange = exchanges.get(socket);
    if (exchange?.request.complete === true) {
      // The error is in a later request: the one received whole is answered (and its answer sent) first.
      return void exchange.response.once('close', () => onConnectionError(_answerClientError(error, socket, false)));
    }
    if (exchange !== undefined && !exchange.response.headersSent) _preempt(exchange.request);
    onConnectionError(_answerClientError(error, socket, exchange?.response.headersSent ?? false));
  });
  server.on('connect', (_request: IncomingMessage, socket: Socket) => onConnectionError(_answerConnect(socket)));
  _capConnections(server, config.maxConnections, (socket) => onConnectionError(_answerServerBusy(socket)));
  return server;
}

/** Starts `server` listening on `host`:`port`; rejects with the error (EADDRINUSE...) when it cannot. @internal */
export function _listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
