// Where the work on invalid elements stops: single requests at and past the count of elements
// the core inspects at most, timed a few times each (too slow for the batched series).
import { performance } from 'node:perf_hooks';
import { validateSendRequest } from '@rcs-send/core';
import { NOW } from './cases';
import { collectGarbage } from './gc';
import { median } from './measure';
import { invalidElementsRequest } from './payloads';
import { subjectBridge } from './subjects';

/** One count of elements: the core's issues, and the milliseconds the core and the bridge took. */
export interface BoundRow {
  /** Elements in `messages`. */
  readonly elements: number;
  /** Body bytes. */
  readonly bodyBytes: number;
  /** Issues the core reported. */
  readonly coreIssues: number;
  /** Median ms of the core on the pre-parsed body. */
  readonly coreMs: number;
  /** Median ms of the in-process bridge, the whole request. */
  readonly bridgeMs: number;
  /** What the bridge answered. */
  readonly bridgeAnswer: string;
}

/** Counts measured: the chart's end, the most elements the core inspects (1,000,000), one more. */
const COUNTS = [100_000, 1_000_000, 1_000_001];

/** Times each count `repeats` times, a full GC before each call. */
export async function measureBound(repeats: number): Promise<BoundRow[]> {
  const rows: BoundRow[] = [];
  for (const elements of COUNTS) {
    const body = invalidElementsRequest(elements);
    const bytes = Buffer.from(body, 'utf8');
    const parsed: unknown = JSON.parse(body);
    const core: number[] = [];
    const bridge: number[] = [];
    let coreIssues = 0;
    let bridgeAnswer = '';
    for (let i = 0; i < repeats; i++) {
      collectGarbage();
      let start = performance.now();
      coreIssues = validateSendRequest(parsed, { now: NOW }).issues.length;
      core.push(performance.now() - start);
      collectGarbage();
      start = performance.now();
      const answer = await subjectBridge(bytes);
      bridge.push(performance.now() - start);
      bridgeAnswer = `${answer.status} ${(JSON.parse(Buffer.from(answer.body).toString('utf8')) as { error?: { code?: string } }).error?.code ?? ''}`;
    }
    rows.push({ elements, bodyBytes: bytes.byteLength, coreIssues, coreMs: median(core), bridgeMs: median(bridge), bridgeAnswer });
  }
  return rows;
}

/** The rows as a markdown table. */
export function boundTable(rows: readonly BoundRow[]): string {
  const n = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return [
    '| elements in messages | body bytes | issues the core reports | core, ms | node bridge in-process, ms | the bridge answers |',
    '|---:|---:|---:|---:|---:|---|',
    ...rows.map((row) => `| ${n(row.elements)} | ${n(row.bodyBytes)} | ${n(row.coreIssues)} | ${n(row.coreMs)} | ${n(row.bridgeMs)} | ${row.bridgeAnswer} |`),
  ].join('\n');
}
