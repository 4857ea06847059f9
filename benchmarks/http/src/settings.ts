// How long a run is: from the environment, or the smoke test's few requests (`--smoke`).
import type { LoadLength } from './load';

/** The settings of one run. */
export interface Settings {
  /** True for the smoke test: a few requests per target, no figures written. */
  readonly smoke: boolean;
  /** Whether server and load generator are pinned to their cores (when taskset can); not in a smoke run, which measures nothing. */
  readonly pinned: boolean;
  /** Rounds: every target is measured once per round, in alternating order. */
  readonly rounds: number;
  /** Seconds of warm-up before each measured load run (0: none). */
  readonly warmupSeconds: number;
  /** How long each measured load run is. */
  readonly length: LoadLength;
  /** The keys of the targets to run (the baseline always runs), or undefined for all. */
  readonly only: readonly string[] | undefined;
}

/** A positive number from `value`, or `fallback` when it is unset; throws on anything else. */
function positive(name: string, value: string | undefined, fallback: number, zero = false): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || (number === 0 && !zero)) throw new Error(`${name} must be a ${zero ? 'non-negative' : 'positive'} number, got ${value}`);
  return number;
}

/** Requests per payload per target in a smoke run (at least one per connection). */
const SMOKE_REQUESTS = 64;

/** The settings given by `argv` and `env` (BENCH_ROUNDS, BENCH_WARMUP, BENCH_SECONDS, BENCH_TARGETS). */
export function readSettings(argv: readonly string[], env: NodeJS.ProcessEnv): Settings {
  const only = env['BENCH_TARGETS']?.split(',').map((key) => key.trim()).filter((key) => key !== '');
  if (argv.includes('--smoke')) return { smoke: true, pinned: false, rounds: 1, warmupSeconds: 0, length: { amount: SMOKE_REQUESTS }, only };
  return {
    smoke: false,
    pinned: true,
    rounds: Math.round(positive('BENCH_ROUNDS', env['BENCH_ROUNDS'], 3)),
    warmupSeconds: positive('BENCH_WARMUP', env['BENCH_WARMUP'], 1, true),
    length: { seconds: positive('BENCH_SECONDS', env['BENCH_SECONDS'], 3) },
    only,
  };
}
