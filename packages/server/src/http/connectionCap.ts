import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Caps the open connections of `server` at `max`. A connection past the cap first makes room by
 * closing the connection idle the longest (one that has not sent a request yet, or keep-alive
 * between requests): an attacker's idle sockets go before anyone's request. Only when every
 * connection is busy with a request is the newcomer refused, through `refuse` (which answers and
 * closes it). Connections are counted from Node's `connection` event on.
 *
 * @internal
 */
export function _capConnections(server: Server, max: number, refuse: (socket: Socket) => void): void {
  /** Open connections with no request in progress, idle the longest first. */
  const idle = new Set<Socket>();
  /** Open connections answering a request. */
  const busy = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    if (idle.size + busy.size >= max) {
      const [oldest] = idle;
      if (oldest === undefined) return refuse(socket);
      idle.delete(oldest);
      oldest.destroy();
    }
    idle.add(socket);
    socket.once('close', () => {
      idle.delete(socket);
      busy.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const { socket } = request;
    if (!idle.delete(socket)) return;
    busy.add(socket);
    response.once('close', () => {
      if (!busy.delete(socket) || socket.destroyed) return;
      idle.add(socket);
    });
  });
}
