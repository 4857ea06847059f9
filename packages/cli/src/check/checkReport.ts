import type { FailureRecord } from './failureRecord';
import type { RuleTally, RunResult } from './tally';

/** Disagreements listed per rule in a report; the failures file holds them all. */
const EXAMPLES_PER_RULE = 20;

/** One disagreement as a report lists it. */
export interface ReportedDisagreement {
  /** Its number in the run. */
  index: number;
  /** The param the rule breaks (absent for a valid request). */
  param?: string;
  /** A conforming answer. */
  expected: string;
  /** The answer. */
  actual: string;
  /** How the body broke the response schemas. */
  shape: string[];
}

/** The machine-readable report of a run (`--report json`); JUnit is written from it too. */
export interface CheckReport {
  /** The endpoint, or `replay of FILE`. */
  target: string;
  /** The seed (null for a replay). */
  seed: number | null;
  /** Requests asked for. */
  requested: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** When the run started (RFC 3339). */
  startedAt: string;
  /** Wall-clock seconds. */
  seconds: number;
  /** Answers per second. */
  requestsPerSecond: number;
  /** The exit status of the run. */
  exitCode: number;
  /** Why the run stopped early (a problem of set-up), or null. */
  stopped: string | null;
  /** The failures file, or null. */
  failuresFile: string | null;
  /** Totals over every rule. */
  totals: RuleTally;
  /** One entry per rule (`valid` first), with its totals and its first disagreements. */
  rules: Array<{ rule: string; disagreements: ReportedDisagreement[] } & RuleTally>;
}

/** Keeps the first {@link EXAMPLES_PER_RULE} disagreements of each rule for the report. */
export class DisagreementSamples {
  readonly #byRule = new Map<string, ReportedDisagreement[]>();

  /** Records `record` if its rule has room. */
  add(record: FailureRecord): void {
    const list = this.#byRule.get(record.rule) ?? [];
    this.#byRule.set(record.rule, list);
    if (list.length >= EXAMPLES_PER_RULE) return;
    list.push({ index: record.index, ...(record.expect.ok ? {} : { param: record.expect.param }), expected: record.expected, actual: record.actual.said, shape: record.actual.shape });
  }

  /** The disagreements kept for `rule`, by index. */
  of(rule: string): ReportedDisagreement[] {
    return [...(this.#byRule.get(rule) ?? [])].sort((a, b) => a.index - b.index);
  }
}

/** Rules in report order: `valid` first, then by code. */
export function sortedRules(tallies: ReadonlyMap<string, RuleTally>): Array<[string, RuleTally]> {
  return [...tallies.entries()].sort(([a], [b]) => (a === 'valid' ? -1 : b === 'valid' ? 1 : a.localeCompare(b)));
}

/** The sum of every rule's tally. */
export function totalOf(tallies: ReadonlyMap<string, RuleTally>): RuleTally {
  const total = { sent: 0, agreed: 0, disagreed: 0, failed: 0 };
  for (const tally of tallies.values()) {
    total.sent += tally.sent;
    total.agreed += tally.agreed;
    total.disagreed += tally.disagreed;
    total.failed += tally.failed;
  }
  return total;
}

/** Builds the report of a finished run. */
export function checkReport(
  run: { target: string; seed: number | null; requested: number; concurrency: number; startedAt: Date; exitCode: number; failuresFile: string | undefined },
  result: RunResult,
  samples: DisagreementSamples,
): CheckReport {
  const seconds = result.durationMs / 1000;
  return {
    target: run.target,
    seed: run.seed,
    requested: run.requested,
    concurrency: run.concurrency,
    startedAt: run.startedAt.toISOString(),
    seconds: Math.round(seconds * 1000) / 1000,
    requestsPerSecond: seconds > 0 ? Math.round(result.done / seconds) : 0,
    exitCode: run.exitCode,
    stopped: result.stopped ?? null,
    failuresFile: run.failuresFile ?? null,
    totals: totalOf(result.tallies),
    rules: sortedRules(result.tallies).map(([rule, tally]) => ({ rule, ...tally, disagreements: samples.of(rule) })),
  };
}
