import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { _closeSoon } from './closeSoon';

/** Milliseconds the rest of a body its answer left unread may keep arriving. */
const UNREAD_BODY_LINGER_MS = 1000;

/**
 * Bounds what a client may still send of a body that its answer left unread (a 413 on its
 * declared length, a refusal decided on the headers, a route that takes no body). Node drains
 * such a body to keep the connection for a next request, for as long as the request timeout
 * allows: a client could push hundreds of megabytes after its 413. Here the rest may arrive for
 * {@link UNREAD_BODY_LINGER_MS} after the answer; a body that ends in time leaves the connection
 * open, any other is closed, its answer sent first.
 *
 * @internal
 */
export function _closeIfBodyLingers(request: IncomingMessage, socket: Socket): void {
  const timer = setTimeout(() => _closeSoon(socket), UNREAD_BODY_LINGER_MS).unref();
  const done = (): void => clearTimeout(timer);
  request.once('end', done);
  socket.once('close', done);
}
