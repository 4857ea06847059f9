import type { ProfiledIssueCode, SendRequestResult } from '@rcs-send/core';
import type { SkippedPath } from '../input/inputFiles';

/** Counts of one `rcs-send validate` run, for its exit code and its summary. */
export interface RunTally {
  /** Requests accepted by the reference. */
  valid: number;
  /** Requests rejected by the reference. */
  invalid: number;
  /** Inputs or lines that could not be used: unreadable, malformed, empty. */
  unusable: number;
  /** How many issues of each code the invalid requests got. */
  codes: Map<string, number>;
  /** Each input read, in order, with its number of requests. */
  files: { path: string; requests: number }[];
  /** What the folders held and was not read. */
  skipped: SkippedPath[];
  /** With `--expect`: the lines checked against their expectation, and how many disagreed. */
  expect: { checked: number; mismatches: number } | undefined;
}

/** A fresh tally; `expect` tallies expectations too. */
export function newTally(expect: boolean): RunTally {
  return { valid: 0, invalid: 0, unusable: 0, codes: new Map(), files: [], skipped: [], expect: expect ? { checked: 0, mismatches: 0 } : undefined };
}

/** Adds one verdict to the tally. */
export function countResult(tally: RunTally, result: SendRequestResult<ProfiledIssueCode>): void {
  if (result.ok) tally.valid++;
  else tally.invalid++;
  for (const issue of result.issues) tally.codes.set(issue.code, (tally.codes.get(issue.code) ?? 0) + 1);
}

/** The codes, most frequent first (ties by code). */
function codesByCount(tally: RunTally): [string, number][] {
  return [...tally.codes].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1));
}

const plural = (count: number, noun: string, nouns = `${noun}s`): string => `${count} ${count === 1 ? noun : nouns}`;

/** The summary printed on stderr: totals, issues per code, expectations, the files read and skipped. */
export function humanSummary(tally: RunTally): string {
  const lines = [`${plural(tally.valid + tally.invalid, 'request')}: ${tally.valid} valid, ${tally.invalid} invalid${tally.unusable > 0 ? `, ${plural(tally.unusable, 'unusable input')}` : ''}`];
  const codes = codesByCount(tally);
  if (codes.length > 0) {
    const width = Math.max(...codes.map(([code]) => code.length));
    lines.push('issues by code:', ...codes.map(([code, count]) => `  ${code.padEnd(width)}  ${count}`));
  }
  if (tally.expect !== undefined) lines.push(`expectations: ${tally.expect.checked} checked, ${plural(tally.expect.mismatches, 'mismatch', 'mismatches')}`);
  lines.push(`read ${plural(tally.files.length, 'input')}${tally.files.length > 0 ? ':' : ''}`, ...tally.files.map((file) => `  ${file.path} (${plural(file.requests, 'request')})`));
  if (tally.skipped.length > 0) lines.push(`skipped ${plural(tally.skipped.length, 'file')}:`, ...tally.skipped.map((file) => `  ${file.path} (${file.reason})`));
  return `${lines.join('\n')}\n`;
}

/** The summary as the last line of `--json`: `{ "summary": {...} }`. */
export function jsonSummary(tally: RunTally): string {
  const { valid, invalid, unusable, files, skipped, expect } = tally;
  const summary = { requests: valid + invalid, valid, invalid, unusable, codes: Object.fromEntries(codesByCount(tally)), files, skipped, ...(expect === undefined ? {} : { expect }) };
  return `${JSON.stringify({ summary })}\n`;
}
