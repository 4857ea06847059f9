import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Milliseconds an idle keep-alive connection is kept: longer than any pause of the load generator. */
const KEEP_ALIVE_MS = 30_000;

/** Listens with `server` on a free loopback port; resolves to the port. */
export function listen(server: Server): Promise<number> {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}
