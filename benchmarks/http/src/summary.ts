// From the samples of every round to one row per target: medians over rounds, and the ratio to
// the baseline taken in each round first (same round, same payload), then its median.
import type { Outcome, Sample } from './measure';
import { median } from './median';
import { PAYLOADS, type PayloadName } from './payload';
import type { Target } from './targets/target';

/** One target measured in one round. */
export interface RoundRun {
  readonly round: number;
  readonly target: Target;
  readonly outcomes: Record<PayloadName, Outcome>;
}

/** One round of one payload of a row: its sample and ratio to the baseline, or why there is none. */
type RoundFigures = { readonly round: number; readonly ratio: number | null } & Outcome;

/** A row's figures for one payload: medians over the rounds, or the error of a failed round. */
export interface PayloadFigures {
  /** True when every round answered as the row says. */
  readonly ok: boolean;
  /** The first error, when not ok. */
  readonly error: string | null;
  readonly requestsPerSecond: number | null;
  /** Requests/s as a ratio to the baseline's in the same round, median over the rounds. */
  readonly ratio: number | null;
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
  readonly cpuMicrosPerRequest: number | null;
  readonly rounds: readonly RoundFigures[];
}

/** One row of the table. */
export interface SummaryRow {
  readonly key: string;
  readonly label: string;
  readonly group: Target['group'];
  readonly payloads: Record<PayloadName, PayloadFigures>;
}

const sampleOf = (outcome: Outcome | undefined): Sample | undefined => (outcome !== undefined && 'sample' in outcome ? outcome.sample : undefined);
/** The median of `pick` over the samples, or null when there is none. */
const medianOf = (samples: readonly Sample[], pick: (sample: Sample) => number): number | null => (samples.length === 0 ? null : median(samples.map(pick)));

/** The figures of `runs` (one target's) for `payload`, with `baseline` the baseline's runs by round. */
function figures(runs: readonly RoundRun[], payload: PayloadName, baseline: ReadonlyMap<number, Sample | undefined>): PayloadFigures {
  const rounds = runs.map(({ round, outcomes }): RoundFigures => {
    const sample = sampleOf(outcomes[payload]);
    const base = baseline.get(round);
    return { round, ratio: sample === undefined || base === undefined ? null : sample.requestsPerSecond / base.requestsPerSecond, ...outcomes[payload] };
  });
  const samples = rounds.flatMap((round) => ('sample' in round ? [round.sample] : []));
  const ratios = rounds.flatMap((round) => (round.ratio === null ? [] : [round.ratio]));
  const failed = rounds.find((round) => 'error' in round);
  return {
    ok: failed === undefined,
    error: failed !== undefined && 'error' in failed ? failed.error : null,
    requestsPerSecond: medianOf(samples, (sample) => sample.requestsPerSecond),
    ratio: ratios.length === 0 ? null : median(ratios),
    p50Ms: medianOf(samples, (sample) => sample.p50Ms),
    p99Ms: medianOf(samples, (sample) => sample.p99Ms),
    cpuMicrosPerRequest: medianOf(samples, (sample) => sample.cpuMicrosPerRequest),
    rounds,
  };
}

/** One row per target of `targets`, in that order, from `runs`; `baseline` is the target ratios divide by. */
export function summarize(targets: readonly Target[], baseline: Target, runs: readonly RoundRun[]): SummaryRow[] {
  const payloadNames = Object.keys(PAYLOADS) as PayloadName[];
  const baselineRuns = runs.filter((run) => run.target.key === baseline.key);
  return targets.map((target) => {
    const own = runs.filter((run) => run.target.key === target.key);
    const payloads = Object.fromEntries(
      payloadNames.map((payload) => [payload, figures(own, payload, new Map(baselineRuns.map((run) => [run.round, sampleOf(run.outcomes[payload])])))]),
    ) as Record<PayloadName, PayloadFigures>;
    return { key: target.key, label: target.label, group: target.group, payloads };
  });
}
