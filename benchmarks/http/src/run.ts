// One run of every target, loopback only: each server in its own process, the load generator in
// another, rounds in alternating order. Writes results.json, RESULTS.md and the chart; with
// `--smoke`, a few requests per target and the summary as JSON on stdout, nothing written.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ratioChartSvg } from './chart';
import { CONNECTIONS } from './load';
import { measureTarget } from './measure';
import { PINNING, RUNS_SOURCES, startLoadGenerator } from './processes';
import { resultsJson, resultsMarkdown, resultsTable, type RunInfo } from './report';
import { readSettings } from './settings';
import { type RoundRun, summarize } from './summary';
import { BASELINE, TARGETS } from './targets/index';

const settings = readSettings(process.argv, process.env);
const unknown = settings.only?.filter((key) => !TARGETS.some((target) => target.key === key)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_TARGETS: no target ${unknown.join(', ')} (see src/targets/index.ts)`);
const targets = TARGETS.filter((target) => target === BASELINE || settings.only === undefined || settings.only.includes(target.key));
const started = Date.now();
const generator = startLoadGenerator(settings.pinned ? PINNING.load : undefined);
const runs: RoundRun[] = [];
try {
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const target of round % 2 === 1 ? targets : [...targets].reverse()) {
      const outcomes = await measureTarget(target, generator, settings);
      runs.push({ round, target, outcomes });
      const said = Object.entries(outcomes).map(([payload, outcome]) => `${payload} ${'sample' in outcome ? `${Math.round(outcome.sample.requestsPerSecond)} req/s` : `failed: ${outcome.error}`}`);
      process.stderr.write(`round ${round} ${target.key}: ${said.join(', ')}\n`);
    }
  }
} finally {
  await generator.stop();
}

const rows = summarize(targets, BASELINE, runs);
if (settings.smoke) {
  process.stdout.write(`${JSON.stringify(rows)}\n`);
} else {
  const run: RunInfo = {
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    cores: cpus().length,
    pinning: PINNING.note,
    ourCode: RUNS_SOURCES ? 'sources' : 'builds',
    rounds: settings.rounds,
    warmupSeconds: settings.warmupSeconds,
    seconds: 'seconds' in settings.length ? settings.length.seconds : 0,
    connections: CONNECTIONS,
    loadAverageAtEnd: loadavg()[0] ?? 0,
    wholeRunSeconds: Math.round((Date.now() - started) / 1000),
  };
  const folder = join(import.meta.dirname, '..');
  writeFileSync(join(folder, 'results.json'), resultsJson(run, rows));
  writeFileSync(join(folder, 'ratios.svg'), ratioChartSvg(rows));
  writeFileSync(join(folder, 'RESULTS.md'), resultsMarkdown(run, rows, 'ratios.svg'));
  process.stdout.write(`\n${resultsTable(rows)}\n`);
}
