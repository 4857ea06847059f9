import { _startSideServer } from '../http/sideServer';
import { _answerProbe, _isProbePath } from './healthRoutes';
import type { _Readiness } from './readiness';

/** A server of the probes alone, started by {@link _startProbeServer}. @internal */
export interface _ProbeServer {
  /** Its base URL, e.g. `http://127.0.0.1:8081/`. */
  readonly url: string;
  /** Stops it. */
  close(): Promise<void>;
}

/**
 * Serves GET and HEAD of `/healthz` and `/readyz` on `host:port` for a process without the API
 * (a fleet's worker): the same answers as the server's probes; anything else 404 or 405.
 *
 * @internal
 */
export async function _startProbeServer(readiness: _Readiness, host: string, port: number): Promise<_ProbeServer> {
  const server = await _startSideServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0] ?? '';
    if (!_isProbePath(path)) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: /healthz or /readyz\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { allow: 'GET, HEAD' }).end();
    void _answerProbe(path, request.method, readiness, response);
  }, host, port);
  return { url: `${server.origin}/`, close: () => server.close() };
}
