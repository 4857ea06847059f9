import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../benchmarks/http/src/measure';
import { readSettings } from '../../benchmarks/http/src/settings';
import { type RoundRun, type SummaryRow, summarize } from '../../benchmarks/http/src/summary';
import { BASELINE, TARGETS } from '../../benchmarks/http/src/targets/index';

const benchmark = join(import.meta.dirname, '..', '..', 'benchmarks', 'http');

/** Runs the HTTP benchmark with `--smoke`: every target in its own process, checked, then 64 requests of M and of X. */
async function smokeRun(): Promise<SummaryRow[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=@rcs-send/source', 'src/run.ts', '--smoke'], {
    cwd: benchmark,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as SummaryRow[];
}

describe('the HTTP benchmark, briefly (no time asserted)', () => {
  it('should start every target and get from each the answers its row says, to every request', { timeout: 180_000 }, async () => {
    const rows = await smokeRun();
    expect(rows.map((row) => row.key)).toEqual(TARGETS.map((target) => target.key));
    for (const row of rows) {
      for (const payload of ['M', 'X'] as const) {
        const figures = row.payloads[payload];
        expect({ row: row.key, payload, ok: figures.ok, error: figures.error }).toEqual({ row: row.key, payload, ok: true, error: null });
        expect(figures.rounds).toHaveLength(1);
        expect(figures.rounds[0]).toMatchObject({ sample: { responses: 64 } });
        expect(figures.cpuMicrosPerRequest).toBeGreaterThan(0);
      }
    }
    expect(rows[0]?.payloads.M.ratio).toBe(1);
  });
});

describe('the summary of a run', () => {
  const sample = (requestsPerSecond: number): Outcome => ({ sample: { requestsPerSecond, p50Ms: 1, p99Ms: 2, cpuMicrosPerRequest: 100, responses: 10 } });
  const other = TARGETS[1]!;
  const run = (round: number, target: typeof other, m: Outcome, x: Outcome = m): RoundRun => ({ round, target, outcomes: { M: m, X: x } });

  it('should take each ratio against the baseline of the same round, then the median over rounds', () => {
    const runs = [run(1, BASELINE, sample(1000)), run(1, other, sample(600)), run(2, other, sample(300)), run(2, BASELINE, sample(500)), run(3, BASELINE, sample(2000)), run(3, other, sample(1000))];
    const [, row] = summarize([BASELINE, other], BASELINE, runs);
    expect(row?.payloads.M.rounds.map((round) => round.ratio)).toEqual([0.6, 0.6, 0.5]);
    expect(row?.payloads.M.ratio).toBe(0.6);
    expect(row?.payloads.M.requestsPerSecond).toBe(600);
  });

  it('should keep a row whose round failed, marked failed with its error', () => {
    const runs = [run(1, BASELINE, sample(1000)), run(1, other, sample(600), { error: 'answered payload X with 202 instead of 400' })];
    const [, row] = summarize([BASELINE, other], BASELINE, runs);
    expect(row?.payloads.M).toMatchObject({ ok: true, ratio: 0.6 });
    expect(row?.payloads.X).toMatchObject({ ok: false, error: 'answered payload X with 202 instead of 400', ratio: null, requestsPerSecond: null });
  });
});

describe('the settings of a run', () => {
  it('should default to 3 rounds of 1 s of warm-up and 3 s measured, pinned, every target', () => {
    expect(readSettings([], {})).toEqual({ smoke: false, pinned: true, rounds: 3, warmupSeconds: 1, length: { seconds: 3 }, only: undefined });
  });

  it('should take a smoke run as one unpinned round of 64 requests per payload, whatever the environment', () => {
    expect(readSettings(['--smoke'], { BENCH_ROUNDS: '5', BENCH_TARGETS: 'fastify' })).toEqual({
      smoke: true,
      pinned: false,
      rounds: 1,
      warmupSeconds: 0,
      length: { amount: 64 },
      only: ['fastify'],
    });
  });

  it('should take a warm-up of 0 but no measured run of 0 s, no part of a round, and nothing that is not a number', () => {
    expect(readSettings([], { BENCH_WARMUP: '0', BENCH_SECONDS: '0.5', BENCH_TARGETS: ' node-ajv, fastify ,' })).toMatchObject({ warmupSeconds: 0, length: { seconds: 0.5 }, only: ['node-ajv', 'fastify'] });
    expect(() => readSettings([], { BENCH_SECONDS: '0' })).toThrow('BENCH_SECONDS must be a positive number, got 0');
    expect(() => readSettings([], { BENCH_WARMUP: '-1' })).toThrow('BENCH_WARMUP must be a non-negative number, got -1');
    expect(() => readSettings([], { BENCH_ROUNDS: 'three' })).toThrow('BENCH_ROUNDS must be a positive whole number, got three');
    expect(() => readSettings([], { BENCH_ROUNDS: '1.5' })).toThrow('BENCH_ROUNDS must be a positive whole number, got 1.5');
    expect(readSettings([], { BENCH_ROUNDS: '1' }).rounds).toBe(1);
  });
});
