import type { Expectation } from '../fuzz/fuzzCase';
import type { CheckCase } from './caseSource';
import type { Judgement } from './judge';

/** One line of the failures file: a request that disagreed, whole, and how to replay it. */
export interface FailureRecord {
  /** Its number in the run. */
  index: number;
  /** The broken rule, or `valid`. */
  rule: string;
  /** The endpoint it was sent to. */
  url: string;
  /** When it was sent (RFC 3339). */
  sentAt: string;
  /** The expectation it was judged by, as `rcs-send fuzz` writes it. */
  expect: Expectation;
  /** A conforming answer, in words. */
  expected: string;
  /** The answer: status and body (the text when it is not JSON), and what was wrong with it. */
  actual: { status: number; body: unknown; said: string; shape: string[] };
  /** The extra headers it was sent with (never the API key). */
  headers: Record<string, string>;
  /** The exact request body. */
  request: unknown;
  /** A shell line that sends the same bytes with curl, the key read from $RCS_SEND_API_KEY. */
  curl: string;
}

/** Quotes `text` for a POSIX shell. */
const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * A shell line that sends `body` byte for byte (printf '%s' adds nothing, unlike a heredoc's
 * newline) with the same headers, the API key taken from $RCS_SEND_API_KEY so that no key is
 * ever written down; `-i` prints the status line and headers before the body.
 */
export function curlLine(url: string, body: string, headers: Readonly<Record<string, string>>, withKey: boolean): string {
  const parts = [
    `printf '%s' ${shellQuote(body)} |`,
    `curl -sS -i -X POST ${shellQuote(url)}`,
    ...(withKey ? ['-H "Authorization: Bearer $RCS_SEND_API_KEY"'] : []),
    `-H 'Content-Type: application/json'`,
    ...Object.entries(headers).map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`),
    '--data-binary @-',
  ];
  return parts.join(' ');
}

/** The failures-file line of a disagreeing answer. */
export function failureRecord(
  sent: CheckCase,
  context: { url: string; sentAt: Date; headers: Readonly<Record<string, string>>; withKey: boolean; body: string },
  answer: { status: number; body: unknown; text: string },
  judgement: Judgement,
): FailureRecord {
  return {
    index: sent.index,
    rule: sent.rule,
    url: context.url,
    sentAt: context.sentAt.toISOString(),
    expect: sent.expect,
    expected: judgement.expected,
    actual: { status: answer.status, body: answer.body === undefined ? answer.text : answer.body, said: judgement.actual, shape: judgement.shape },
    headers: { ...context.headers },
    request: sent.request,
    curl: curlLine(context.url, context.body, context.headers, context.withKey),
  };
}
