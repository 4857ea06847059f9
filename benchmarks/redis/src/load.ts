import autocannon from 'autocannon';
import { API_KEY, type BenchPayload } from './payload';

/** Connections kept open by the load generator, spread over the instances (as in BENCHMARKS.md). */
export const CONNECTIONS = 32;

/** What one load run measured. */
export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  /** 2xx responses. */
  readonly accepted: number;
  /** Responses with another status, plus connection errors and timeouts. */
  readonly failures: number;
}

/** Sends `payload` to `urls` (connections spread round-robin) for `seconds`. */
export async function load(urls: readonly string[], payload: BenchPayload, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: urls as unknown as string, // autocannon spreads its connections over an array of URLs
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body: payload.body,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    accepted: result['2xx'],
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
