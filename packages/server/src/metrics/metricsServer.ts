import type { RequestListener } from 'node:http';
import type { Registry } from 'prom-client';
import { _startSideServer } from '../http/sideServer';

/** A started metrics endpoint. @internal */
export interface _MetricsServer {
  /** The URL to scrape, e.g. `http://127.0.0.1:9464/metrics`. */
  readonly url: string;
  /** Stops it. */
  close(): Promise<void>;
}

/** Answers GET and HEAD of `/metrics` with the registry's text; anything else 404 or 405. */
function metricsListener(registry: Registry): RequestListener {
  return (request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics') return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: scrape /metrics\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { allow: 'GET, HEAD' }).end();
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected.\n'),
    );
  };
}

/**
 * Serves the Prometheus text of `registry` at `http://host:port/metrics`, on its own port so
 * that it is never reachable where the API is (loopback by default). No key: bind it where only
 * the scraper can reach it.
 *
 * @internal
 */
export async function _startMetricsServer(registry: Registry, host: string, port: number): Promise<_MetricsServer> {
  const server = await _startSideServer(metricsListener(registry), host, port);
  return { url: `${server.origin}/metrics`, close: () => server.close() };
}
