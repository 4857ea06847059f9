import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { _listen } from './httpServer';

/** A small HTTP server of its own port beside the API (metrics, a worker's probes). @internal */
export interface _SideServer {
  /** Where it listens, e.g. `http://127.0.0.1:9464` (IPv6 hosts in brackets). */
  readonly origin: string;
  /** Stops it, cutting the connections it holds. */
  close(): Promise<void>;
}

/**
 * Serves `listener` on `host:port` (0: any free port) with short timeouts (5 s for the headers,
 * 10 s for a request): what the metrics endpoint and a worker's probes are served with.
 *
 * @internal
 */
export async function _startSideServer(listener: RequestListener, host: string, port: number): Promise<_SideServer> {
  const server = createServer({ headersTimeout: 5000, requestTimeout: 10_000 }, listener);
  await _listen(server, port, host);
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    origin: `http://${shown}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
