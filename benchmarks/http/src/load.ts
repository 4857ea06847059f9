import autocannon from 'autocannon';
import { API_KEY, BODY } from './payload';

/** What one load run measured. */
export interface LoadResult {
  /** Mean requests per second over the run. */
  readonly requestsPerSecond: number;
  /** 99th percentile latency, in milliseconds. */
  readonly p99Ms: number;
  /** Responses with a status other than 2xx, plus connection errors and timeouts. */
  readonly failures: number;
  /** Responses counted. */
  readonly responses: number;
}

/** Connections kept open by the load generator (as in BENCHMARKS.md). */
export const CONNECTIONS = 32;

/** Sends payload M to `url` over `CONNECTIONS` keep-alive connections for `seconds`. */
export async function load(url: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body: BODY,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    responses: result.requests.total,
  };
}
