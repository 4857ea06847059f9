// CI runs the growth and memory benchmarks briefly: they start, check their requests, measure
// and report every field. No time or memory bound is asserted (CI machines are shared).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const benchmark = join(import.meta.dirname, '..', '..', 'benchmarks', 'growth');
const tsx = join(benchmark, 'node_modules', '.bin', 'tsx');
const out = mkdtempSync(join(tmpdir(), 'rcs-send-growth-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs a program of the benchmark from its sources with `args`, writing into `out`. */
const runBenchmark = (program: string, args: string[]): Promise<unknown> =>
  run(tsx, ['--conditions=@rcs-send/source', join(benchmark, 'src', program), ...args, '--out', out], { cwd: benchmark, timeout: 120_000 });
const readJson = (name: string): any => JSON.parse(readFileSync(join(out, name), 'utf8'));

describe('the growth benchmark, briefly', () => {
  it('should time every series, fit a line to each and find where the work on invalid elements stops', async () => {
    await runBenchmark('run.ts', ['--rounds', '1', '--budget-ms', '1']);
    const report = readJson('growth.json');
    expect(Object.keys(report.series)).toEqual(['messages', 'size', 'invalid']);
    for (const series of Object.values<any>(report.series)) {
      for (const subject of ['parse', 'core', 'bridge']) {
        expect(Number.isFinite(series.subjects[subject].fit.slope)).toBe(true);
        expect(series.subjects[subject].fit.r2).toBeGreaterThanOrEqual(0);
        expect(series.subjects[subject].points.every((point: any) => point.us > 0)).toBe(true);
      }
    }
    expect(report.series.messages.subjects.core.points.map((point: any) => point.x)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(report.series.size.subjects.core.points.at(-1).bodyBytes).toBeLessThanOrEqual(256_000 + 100);
    expect(report.bound.map((row: any) => [row.elements, row.coreIssues, row.bridgeAnswer])).toEqual([
      [100_000, 100_001, '400 MESSAGES_TOO_MANY'],
      [1_000_000, 1_000_001, '400 MESSAGES_TOO_MANY'],
      [1_000_001, 1, '400 MESSAGES_TOO_MANY'],
    ]);
    for (const name of ['messages', 'size', 'invalid']) expect(readFileSync(join(out, `growth-${name}.svg`), 'utf8')).toMatch(/^<svg /);
  }, 150_000);
});

describe('the memory benchmark, briefly', () => {
  it('should load the server in its own process, sample its memory and report the growth', async () => {
    await runBenchmark('memory/run.ts', ['--requests', '2000', '--warmup', '500', '--connections', '8']);
    const report = readJson('memory.json');
    expect(report.responses.measured).toMatchObject({ accepted: 2000, failures: 0 });
    expect(report.responses.warmup).toMatchObject({ accepted: 500, failures: 0 });
    expect(report.baseline.rssMiB).toBeGreaterThan(0);
    expect(report.end.rssMiB).toBeGreaterThan(0);
    expect(Number.isFinite(report.growthMiB)).toBe(true);
    expect(report.peakRssMiB).toBeGreaterThanOrEqual(report.baseline.rssMiB);
    expect(typeof report.reached).toBe('boolean');
    expect(report.samples.length).toBeGreaterThanOrEqual(2);
    expect(readFileSync(join(out, 'memory.svg'), 'utf8')).toMatch(/^<svg /);
  }, 150_000);

  it('should load the reference server on its database, wait until it delivered every message, and report the growth', async () => {
    await runBenchmark('memory/run.ts', ['--subject', 'server', '--requests', '300', '--warmup', '50', '--connections', '8']);
    const report = readJson('memory-server.json');
    expect(report.subject).toMatch(/reference server/);
    expect(report.responses.measured).toMatchObject({ accepted: 300, failures: 0 });
    expect(Number.isFinite(report.growthMiB)).toBe(true);
    expect(report.end.seconds).toBeGreaterThan(report.baseline.seconds);
    expect(readFileSync(join(out, 'memory-server.svg'), 'utf8')).toMatch(/^<svg /);
  }, 150_000);
});
