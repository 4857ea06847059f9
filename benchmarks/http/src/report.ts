// The results of a run as JSON and as the markdown of RESULTS.md.
import { PAYLOAD_BYTES, type PayloadName } from './payload';
import type { PayloadFigures, SummaryRow } from './summary';

/** Where and how a run ran. */
export interface RunInfo {
  readonly date: string;
  readonly node: string;
  readonly cpu: string;
  readonly cores: number;
  readonly pinning: string;
  /** Whether this project's packages ran as published (their builds) or from their TypeScript sources through tsx. */
  readonly ourCode: 'builds' | 'sources';
  readonly rounds: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  readonly connections: number;
  readonly loadAverageAtEnd: number;
  readonly wholeRunSeconds: number;
}

/** results.json: the run, then every row with its medians and each round. */
export const resultsJson = (run: RunInfo, rows: readonly SummaryRow[]): string => `${JSON.stringify({ run, payloadBytes: PAYLOAD_BYTES, rows }, null, 2)}\n`;

const fixed = (value: number | null, digits: number): string => (value === null ? '' : value.toFixed(digits));
const whole = (value: number | null): string => (value === null ? '' : Math.round(value).toLocaleString('en'));

/** The cells of one payload of a row: ratio, req/s, p50 / p99, CPU µs per request; a failure in its first cell. */
function cells(figures: PayloadFigures): string[] {
  const failure = figures.ok ? [] : [`**failed**: ${figures.error?.replace(/\|/g, '/').slice(0, 160) ?? ''}`];
  const ratio = `${figures.ok ? '' : '(some rounds) '}${fixed(figures.ratio, 2)}`;
  if (figures.requestsPerSecond === null) return [...failure, '', '', ''];
  return [[...failure, ratio].join(' '), whole(figures.requestsPerSecond), `${fixed(figures.p50Ms, 0)} / ${fixed(figures.p99Ms, 0)}`, whole(figures.cpuMicrosPerRequest)];
}

/** The markdown table of `rows`. */
export function resultsTable(rows: readonly SummaryRow[]): string {
  const payloads = Object.keys(PAYLOAD_BYTES) as PayloadName[];
  const header = ['target', ...payloads.flatMap((payload) => [`${payload}: ratio`, 'req/s', 'p50 / p99 ms', 'CPU µs/req'])];
  return [
    `| ${header.join(' | ')} |`,
    `|---|${payloads.map(() => '---:|---:|---:|---:|').join('')}`,
    ...rows.map((row) => `| ${row.group === 'project' ? `**${row.label}**` : row.label} | ${payloads.flatMap((payload) => cells(row.payloads[payload])).join(' | ')} |`),
  ].join('\n');
}

/** RESULTS.md: how the run ran, the table, and the chart. */
export const resultsMarkdown = (run: RunInfo, rows: readonly SummaryRow[], chartFile: string): string => `# HTTP benchmark results

One run on ${run.date}: Node ${run.node}, ${run.cores} x ${run.cpu}, ${run.pinning}; load average ${run.loadAverageAtEnd.toFixed(2)} at the end; ${run.wholeRunSeconds} s in all.
autocannon, ${run.connections} connections; per target and payload ${run.warmupSeconds} s of warm-up then ${run.seconds} s measured; ${run.rounds} rounds in
alternating order; medians over the rounds. Ratio: requests/s over bare node:http's in the same round and payload. CPU: the
server process's user + system time over the measured run, per answered request. Payload M: ${PAYLOAD_BYTES.M.toLocaleString('en')} bytes, 10 valid
messages (every server must answer 202 and take all 10); X: M with one violation deep inside (every server but the baseline
must answer 400). Rows in bold are this project's, run from their ${run.ourCode === 'builds' ? 'builds (`dist`, as published), as every peer runs its own published build' : 'TypeScript sources through tsx (not as published: tsx adds work to every function it creates)'}. See README.md for what each row does per request.

${resultsTable(rows)}

![ratios to bare node:http](./${chartFile})
`;
