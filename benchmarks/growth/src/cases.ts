// The three series of requests, each point checked before it is measured: a benchmark of a
// request the core or the bridge misjudges would mean nothing.
import { LIMITS, validateSendRequest } from '@rcs-send/core';
import type { BridgeAnswer } from './inProcessBridge';
import { invalidElementsRequest, messagesRequest, sizedRequest, smallestSizedMessage } from './payloads';

/** The clock of every core validation: before every expirationDateTime of the payloads. */
export const NOW = new Date('2026-01-15T09:00:00Z');

/** A series of requests: what grows along it. */
export interface Series {
  /** Short key: messages, size or invalid. */
  readonly key: string;
  /** What x is, as the chart's caption. */
  readonly xLabel: string;
  /** The chart's title. */
  readonly title: string;
  /** One unit of x, for slopes ("µs per message"). */
  readonly unit: string;
  /** Its points. */
  readonly cases: readonly Case[];
}

/** One request of a series. */
export interface Case {
  /** Where it sits on the series' axis. */
  readonly x: number;
  /** The body as it arrives: compact JSON. */
  readonly body: string;
  /** The body as UTF-8 bytes, as the bridge reads it. */
  readonly bytes: Uint8Array;
}

const point = (x: number, body: string): Case => ({ x, body, bytes: Buffer.from(body, 'utf8') });

/** The sizes of one message measured: from the smallest 10-card carousel up to the limit, closer near it (where the exact size check starts). */
const SIZES = [32_000, 64_000, 96_000, 128_000, 160_000, 192_000, 224_000, 240_000, 244_000, LIMITS.messageBytesMax];
/** The counts of invalid elements measured. */
const INVALID_COUNTS = [1_000, 10_000, 25_000, 50_000, 75_000, 100_000];

/** Every series, in the order measured. */
export function buildSeries(): Series[] {
  const sized = [smallestSizedMessage(), ...SIZES].map((target) => sizedRequest(target));
  return [
    {
      key: 'messages',
      title: 'Time per request against messages per request (standalone cards, about 1.4 KB each)',
      xLabel: 'messages per request',
      unit: 'message',
      cases: Array.from({ length: LIMITS.messagesMax }, (_, i) => point(i + 1, messagesRequest(i + 1))),
    },
    {
      key: 'size',
      title: 'Time per request against the size of its one message (a 10-card carousel)',
      xLabel: 'message size, KB of compact JSON (limit 250 KB)',
      unit: 'KB',
      cases: sized.map(({ body, messageBytes }) => point(messageBytes / 1024, body)),
    },
    {
      key: 'invalid',
      title: 'Time per request against invalid elements in messages ([1, 1, 1, ...])',
      xLabel: 'elements in messages (each the number 1)',
      unit: 'element',
      cases: INVALID_COUNTS.map((count) => point(count, invalidElementsRequest(count))),
    },
  ];
}

/** What is wrong with the core's and the bridge's verdict on a case of `series`, or undefined. */
export async function verdictProblem(series: Series, entry: Case, bridge: (body: Uint8Array) => Promise<BridgeAnswer>): Promise<string | undefined> {
  const result = validateSendRequest(JSON.parse(entry.body), { now: NOW });
  const answer = await bridge(entry.bytes);
  const where = `${series.key} at ${entry.x}`;
  if (series.key !== 'invalid') {
    if (!result.ok) return `${where}: the core refused it (${result.issues[0]?.code ?? ''} at ${result.issues[0]?.param ?? ''})`;
    return answer.status === 202 ? undefined : `${where}: the bridge answered ${answer.status}`;
  }
  const [first, ...rest] = result.issues;
  if (first?.code !== 'MESSAGES_TOO_MANY' || rest.length !== entry.x || rest.some((issue) => issue.code !== 'FIELD_INVALID_TYPE')) {
    return `${where}: expected MESSAGES_TOO_MANY and one FIELD_INVALID_TYPE an element from the core`;
  }
  const error = (JSON.parse(Buffer.from(answer.body).toString('utf8')) as { error?: { code?: string } }).error?.code;
  return answer.status === 400 && error === 'MESSAGES_TOO_MANY' ? undefined : `${where}: the bridge answered ${answer.status} ${error ?? ''}`;
}
