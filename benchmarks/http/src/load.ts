import autocannon from 'autocannon';

/** What one load run measured. */
export interface LoadResult {
  /** Mean requests per second over the run. */
  readonly requestsPerSecond: number;
  /** Median latency, in milliseconds. */
  readonly p50Ms: number;
  /** 99th percentile latency, in milliseconds. */
  readonly p99Ms: number;
  /** 2xx responses. */
  readonly accepted: number;
  /** Responses with a status other than 2xx, plus connection errors and timeouts. */
  readonly failures: number;
  /** Responses counted. */
  readonly responses: number;
  /** Responses per status code, e.g. `{ "202": 1000 }`. */
  readonly statuses: Readonly<Record<string, number>>;
  /** Connection errors and timeouts. */
  readonly errors: number;
}

/** How long one load run lasts: for `seconds`, or until `amount` requests are answered. */
export type LoadLength = { readonly seconds: number } | { readonly amount: number };

/** Milliseconds between autocannon's samples in a run of an amount of requests. */
const AMOUNT_SAMPLE_MS = 50;

/** Connections kept open by the load generator, spread over the URLs (32, as the benchmarks of this repository use). */
export const CONNECTIONS = 32;

/**
 * POSTs `body` with `apiKey` to `urls` (one URL, or several sharing the connections
 * round-robin) over `CONNECTIONS` keep-alive connections, for `length`.
 */
export async function loadFor(urls: string | readonly string[], body: string, apiKey: string, length: LoadLength): Promise<LoadResult> {
  const result = await autocannon({
    url: urls as string, // autocannon also takes an array of URLs and spreads its connections over them
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body,
    connections: CONNECTIONS,
    pipelining: 1,
    // A run of `amount` requests ends at autocannon's next sample, once a second by default: sampled
    // every 50 ms it ends when they are answered (the smoke test's 34 runs took 34 s of waiting).
    ...('seconds' in length ? { duration: length.seconds } : { amount: length.amount, sampleInt: AMOUNT_SAMPLE_MS }),
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]));
  return {
    requestsPerSecond: 'seconds' in length ? result.requests.average : result.requests.total / Math.max(result.duration, AMOUNT_SAMPLE_MS / 1000), // averages are per sample
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    accepted: result['2xx'],
    failures: result.non2xx + result.errors + result.timeouts,
    responses: result.requests.total,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** {@link loadFor} for `seconds` (the Redis benchmark uses it too). */
export const load = (urls: string | readonly string[], body: string, apiKey: string, seconds: number): Promise<LoadResult> => loadFor(urls, body, apiKey, { seconds });
