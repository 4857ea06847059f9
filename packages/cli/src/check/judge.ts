import type { Expectation } from '../fuzz/fuzzCase';
import { shapeProblems } from './responseShape';

/** The verdict on one answer. */
export interface Judgement {
  /** True when status, `param` and the body's shape all agree with the expectation. */
  agrees: boolean;
  /** What a conforming answer is, e.g. `400 messages[0].to` or `200/202, none rejected`. */
  expected: string;
  /** What the answer said, e.g. `202, 0 rejected` or `400 messages[0].to`. */
  actual: string;
  /** Each way the answer's body breaks the response schemas (empty when it matches). */
  shape: string[];
}

/** Reads `value[key]` of a JSON value, or undefined. */
export function field(value: unknown, key: string | number): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
}

/** The `error.param` of a JSON value, or undefined. */
export function errorParam(value: unknown): unknown {
  return field(field(value, 'error'), 'param');
}

/** A param for display: `""` for the root. */
const shown = (param: unknown): string => (typeof param !== 'string' ? '(no error.param)' : param === '' ? '""' : param);

/** The index of the message a param points into (`messages[3]...`), or undefined for a root param. */
export function messageIndex(param: string): number | undefined {
  const match = /^messages\[(\d+)\]/.exec(param);
  return match ? Number(match[1]) : undefined;
}

/** Whether the status and params agree, and what the answer said. */
function verdict(expect: Expectation, status: number, body: unknown): { agrees: boolean; actual: string } {
  const success = status === 200 || status === 202;
  const results = field(body, 'messages');
  const rejected = Array.isArray(results) ? results.filter((result) => errorParam(result) !== undefined) : [];
  if (expect.ok) return { agrees: success && rejected.length === 0, actual: success ? `${status}, ${rejected.length} rejected` : `${status} ${shown(errorParam(body))}` };
  if (status === 400) return { agrees: errorParam(body) === expect.param, actual: `400 ${shown(errorParam(body))}` };
  const index = messageIndex(expect.param);
  if (success && index !== undefined && Array.isArray(results)) {
    const param = errorParam(results[index]);
    return { agrees: param === expect.param, actual: `${status}, messages[${index}] ${typeof param === 'string' ? param : 'accepted'}` };
  }
  return { agrees: false, actual: success ? `${status}, ${rejected.length} rejected` : `${status} ${shown(errorParam(body))}` };
}

/**
 * Judges one answer. A valid request must be answered 200 or 202 with no message rejected. A
 * request that breaks one rule must be answered 400 with `error.param` equal to the rule's
 * param, or, by an implementation that accepts batches in part, 200/202 with that message's
 * own `error.param` equal to it. Either way the body must match the response schemas.
 */
export function judge(expect: Expectation, status: number, body: unknown, messageCount: number | undefined): Judgement {
  const { agrees, actual } = verdict(expect, status, body);
  const shape = shapeProblems(status, body, messageCount);
  const expected = expect.ok ? '200/202, none rejected' : `400 ${shown(expect.param)}`;
  return { agrees: agrees && shape.length === 0, expected, actual, shape };
}
