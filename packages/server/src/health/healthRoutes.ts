import type { ServerResponse } from 'node:http';
import type { ServiceResponse } from '@rcs-send/service';
import type { _Readiness } from './readiness';

/** The paths of the probes. @internal */
export const _HEALTH_PATHS = ['/healthz', '/readyz'] as const;

/** Whether `path` is one of {@link _HEALTH_PATHS}. @internal */
export const _isProbePath = (path: string): path is (typeof _HEALTH_PATHS)[number] => (_HEALTH_PATHS as readonly string[]).includes(path);

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * Answers a probe: `/healthz` 200 `{"status":"ok"}` while the process runs; `/readyz` 200
 * `{"status":"ready","checks":{...}}` when every check passes, else 503
 * `{"status":"not-ready","checks":{"redis":"unreachable"}}`. HEAD gets the status and headers
 * only. Returns what was answered, for the log and the metrics.
 *
 * @internal
 */
export async function _answerProbe(path: (typeof _HEALTH_PATHS)[number], method: string, readiness: _Readiness, response: ServerResponse): Promise<ServiceResponse> {
  let status = 200;
  let body: Record<string, unknown> = { status: 'ok' };
  if (path === '/readyz') {
    const report = await readiness.report();
    status = report.ready ? 200 : 503;
    body = { status: report.ready ? 'ready' : 'not-ready', checks: report.checks };
  }
  const text = JSON.stringify(body);
  response.writeHead(status, { ...HEADERS, 'content-length': Buffer.byteLength(text) });
  response.end(method === 'HEAD' ? undefined : text);
  return { status, headers: {}, body: { error: null, messages: [] } };
}
