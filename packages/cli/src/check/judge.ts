import type { Expectation } from '../fuzz/fuzzCase';

/** The verdict on one response: whether it agrees with the expectation, and what it said. */
export interface Judgement {
  /** True when status and `error.param` agree with the expectation. */
  agrees: boolean;
  /** What the response said, e.g. `400 messages[0].to` or `202`. */
  actual: string;
}

/** Reads `value[key]` of a JSON value, or undefined. */
function field(value: unknown, key: string | number): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
}

/** The `error.param` of a JSON value, or undefined. */
function errorParam(value: unknown): unknown {
  return field(field(value, 'error'), 'param');
}

/** The index of the message a param points into (`messages[3]...`), or undefined for a root param. */
function messageIndex(param: string): number | undefined {
  const match = /^messages\[(\d+)\]/.exec(param);
  return match ? Number(match[1]) : undefined;
}

/**
 * Judges one response. A valid request must be answered 200 or 202 with no message
 * rejected. A request that breaks one rule must be answered 400 with `error.param` equal to
 * the rule's param, or, by an implementation that accepts batches in part, 200/202 with that
 * message's own `error.param` equal to it in the `messages` array of the body.
 */
export function judge(expect: Expectation, status: number, body: unknown): Judgement {
  const success = status === 200 || status === 202;
  const results = field(body, 'messages');
  const rejected = Array.isArray(results) ? results.filter((result) => errorParam(result) !== undefined) : [];
  if (expect.ok) return { agrees: success && rejected.length === 0, actual: success ? `${status}, ${rejected.length} rejected` : `${status} ${String(errorParam(body) ?? '')}`.trim() };
  if (status === 400) {
    const param = errorParam(body);
    return { agrees: param === expect.param, actual: `400 ${typeof param === 'string' ? (param === '' ? '""' : param) : '(no error.param)'}` };
  }
  const index = messageIndex(expect.param);
  if (success && index !== undefined && Array.isArray(results)) {
    const param = errorParam(results[index]);
    return { agrees: param === expect.param, actual: `${status}, messages[${index}] ${typeof param === 'string' ? param : 'accepted'}` };
  }
  return { agrees: false, actual: `${status} ${String(errorParam(body) ?? '')}`.trim() };
}
