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

/** What a setting may be: above 0 (or 0 too), any number or a whole one. */
type Kind = 'positive number' | 'non-negative number' | 'positive whole number';

/** The setting `name` of `env` as a number of `kind`, or `fallback` when it is unset; throws on anything else. */
function setting(env: NodeJS.ProcessEnv, name: string, kind: Kind, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  const fits = Number.isFinite(number) && (kind === 'non-negative number' ? number >= 0 : number > 0) && (kind !== 'positive whole number' || Number.isInteger(number));
  if (!fits) throw new Error(`${name} must be a ${kind}, got ${value}`);
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
    rounds: setting(env, 'BENCH_ROUNDS', 'positive whole number', 3),
    warmupSeconds: setting(env, 'BENCH_WARMUP', 'non-negative number', 1),
    length: { seconds: setting(env, 'BENCH_SECONDS', 'positive number', 3) },
    only,
  };
}
