import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { _listen } from '../http/httpServer';
import { _answerProbe, _HEALTH_PATHS } from './healthRoutes';
import type { _Readiness } from './readiness';

/** A server of the probes alone, started by {@link _startProbeServer}. @internal */
export interface _ProbeServer {
  /** Its base URL, e.g. `http://127.0.0.1:8081/`. */
  readonly url: string;
  /** Stops it. */
  close(): Promise<void>;
}

const isProbe = (path: string): path is (typeof _HEALTH_PATHS)[number] => (_HEALTH_PATHS as readonly string[]).includes(path);

/**
 * Serves GET and HEAD of `/healthz` and `/readyz` on `host:port` for a process without the API
 * (a fleet's worker): the same answers as the server's probes; anything else 404 or 405.
 *
 * @internal
 */
export async function _startProbeServer(readiness: _Readiness, host: string, port: number): Promise<_ProbeServer> {
  const server = createServer({ headersTimeout: 5000, requestTimeout: 10_000 }, (request, response) => {
    const path = (request.url ?? '').split('?', 1)[0] ?? '';
    if (!isProbe(path)) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: /healthz or /readyz\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { allow: 'GET, HEAD' }).end();
    void _answerProbe(path, request.method, readiness, response);
  });
  await _listen(server, port, host);
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
