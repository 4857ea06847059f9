import type { Server } from 'node:http';

/**
 * Stops `server` accepting connections, closes each keep-alive connection as soon as it is idle,
 * lets requests in flight finish, and cuts what is still open after `graceMs`. Resolves once the
 * server is closed; on a server already closed, at once.
 *
 * @internal
 */
export async function _closeGracefully(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  server.closeIdleConnections();
  await closed;
  clearInterval(idle);
  clearTimeout(cut);
}
