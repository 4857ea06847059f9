import autocannon from 'autocannon';

/** What one load run measured. */
export interface LoadResult {
  /** Mean requests per second over the run. */
  readonly requestsPerSecond: number;
  /** 99th percentile latency, in milliseconds. */
  readonly p99Ms: number;
  /** 2xx responses. */
  readonly accepted: number;
  /** Responses with a status other than 2xx, plus connection errors and timeouts. */
  readonly failures: number;
  /** Responses counted. */
  readonly responses: number;
}

/** Connections kept open by the load generator, spread over the URLs (32, as the benchmarks of this repository use). */
export const CONNECTIONS = 32;

/**
 * POSTs `body` with `apiKey` to `urls` (one URL, or several sharing the connections
 * round-robin) over `CONNECTIONS` keep-alive connections for `seconds`. The Redis
 * benchmark uses it too.
 */
export async function load(urls: string | readonly string[], body: string, apiKey: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: urls as string, // autocannon also takes an array of URLs and spreads its connections over them
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    accepted: result['2xx'],
    failures: result.non2xx + result.errors + result.timeouts,
    responses: result.requests.total,
  };
}
