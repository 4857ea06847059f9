// One run of the core against its peers, every figure as a ratio to JSON.parse of the same
// body measured in the same run (absolute times drift 25-40% between runs; ratios do not).
// Writes the tables to stdout, to RESULTS.md and into README.md between its result markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import './exposeGc';
import { bench, do_not_optimize, group, run, summary } from 'mitata';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { validateSendRequest } from '@rcs-send/core';
import { buildPayloads, NOW, type Payload } from './payloads';
import { ajvValidate } from './peers/ajvSchema';
import { valibotValidate } from './peers/valibotSchema';
import { typeboxValidate } from './peers/typeboxSchema';

/** One measured subject: its row label and how it handles a pre-parsed body. */
interface Subject {
  key: string;
  label: string;
  validate: (input: unknown) => number;
}

const options = { now: NOW };
const SUBJECTS: readonly Subject[] = [
  {
    key: 'core',
    label: '@rcs-send/core `validateSendRequest` (every rule, issues + canonical value)',
    validate: (input) => validateSendRequest(input, options).issues.length,
  },
  { key: 'ajv', label: 'ajv 8.20, JSON Schema draft-07, `allErrors: true`', validate: ajvValidate },
  { key: 'valibot', label: 'valibot 1.5, `strictObject` + `pipe` + `check`, `abortEarly: false`', validate: valibotValidate },
  { key: 'typebox', label: 'typebox 0.34 compiled `Check` (yes/no only)', validate: typeboxValidate },
];
const PARSE = 'JSON.parse';
const PHONES = 'libphonenumber-js `isValidPhoneNumber` x10';
/** Rounds of the whole set of benchmarks (BENCH_ROUNDS overrides; each takes about 30 s). */
const ROUNDS = Math.max(1, Number(process.env['BENCH_ROUNDS'] ?? 3) || 3);

const started = performance.now();
const loadBefore = loadavg()[0] ?? Number.NaN;
const payloads = buildPayloads();
const byName = new Map(payloads.map((p) => [p.name, p]));
const main = ['S', 'M', 'L', 'X'].map((name) => byName.get(name) as Payload);
const phones = byName.get('P') as Payload;

console.log('Payloads (compact JSON, UTF-8 bytes):');
for (const p of payloads) console.log(`  ${p.name}  ${String(p.bytes).padStart(7)} B  ${p.description}`);
console.log();

// ---- every verdict first: a benchmark of a validator that misjudges a payload means nothing
let wrong = 0;
for (const p of payloads) {
  const parsed: unknown = JSON.parse(p.body);
  const result = validateSendRequest(parsed, options);
  const coreRight = p.valid
    ? result.ok
    : !result.ok && result.issues.length === 1 && result.issues[0]?.param === p.violationParam;
  const peers = SUBJECTS.slice(1).map((s) => `${s.key} ${s.validate(parsed)}`).join(', ');
  const peersRight = SUBJECTS.slice(1).every((s) => (s.validate(parsed) === 0) === p.valid);
  console.log(
    `  ${p.name}: core ${result.ok ? 'valid' : `invalid (${result.issues.map((i) => `${i.code} at ${i.param}`).join('; ')})`}; errors: ${peers}`,
  );
  if (!coreRight || !peersRight) {
    wrong++;
    console.error(`  ${p.name}: expected ${p.valid ? 'valid' : `one issue at ${p.violationParam}`} from every validator`);
  }
}
if (wrong > 0) {
  console.error('\nAborted: a validator misjudges a payload.');
  process.exit(1);
}
console.log();

// ---- the benchmarks: each payload's JSON.parse and every validator on the pre-parsed body
/** The mitata name of the benchmark of `subject` on `payload`. */
const name = (payload: string, subject: string): string => `${payload} ${subject}`;

/** Declares every benchmark of one round (mitata forgets them after each `run`). */
function declare(): void {
  for (const p of main) {
    const body = p.body;
    const parsed: unknown = JSON.parse(body);
    group(`${p.name}: ${p.bytes} B${p.valid ? '' : ' (invalid)'}`, () => {
      summary(() => {
        bench(name(p.name, PARSE), () => do_not_optimize(JSON.parse(body))).baseline(true);
        bench(name(p.name, 'core'), () => do_not_optimize(validateSendRequest(parsed, options)));
        bench(name(p.name, 'ajv'), () => do_not_optimize(ajvValidate(parsed)));
        bench(name(p.name, 'valibot'), () => do_not_optimize(valibotValidate(parsed)));
        bench(name(p.name, 'typebox'), () => do_not_optimize(typeboxValidate(parsed)));
      });
    });
  }
  const body = phones.body;
  const parsed: unknown = JSON.parse(body);
  const numbers = (parsed as { messages: Array<{ to: string }> }).messages.map((m) => `+${m.to}`);
  group(`P: ${phones.bytes} B, 10 recipients`, () => {
    summary(() => {
      bench(name('P', PARSE), () => do_not_optimize(JSON.parse(body))).baseline(true);
      bench(name('P', 'core'), () => do_not_optimize(validateSendRequest(parsed, options)));
      bench(name('P', 'ajv'), () => do_not_optimize(ajvValidate(parsed)));
      bench(name('P', PHONES), () => {
        let valid = 0;
        for (const number of numbers) if (isValidPhoneNumber(number)) valid++;
        return do_not_optimize(valid);
      });
    });
  });
}

/** What one benchmark measured in one round: mean and median ns/op, heap bytes/op. */
interface Measured {
  avg: number;
  p50: number;
  heap: number | undefined;
}

// Several rounds in the same process, every benchmark in each: a ratio is taken within a
// round (validator and JSON.parse measured minutes apart would drift), then the median of
// the rounds is reported with their range. Round 1 prints mitata's own report.
const rounds: Array<Map<string, Measured>> = [];
for (let round = 1; round <= ROUNDS; round++) {
  declare();
  const roundStart = performance.now();
  const results = await run(round === 1 ? {} : { format: 'quiet' });
  console.log(`round ${round}/${ROUNDS} done in ${((performance.now() - roundStart) / 1000).toFixed(0)} s`);
  const measured = new Map<string, Measured>();
  for (const trial of results.benchmarks) {
    for (const r of trial.runs) if (r.stats) measured.set(r.name, { avg: r.stats.avg, p50: r.stats.p50, heap: r.stats.heap?.avg });
  }
  rounds.push(measured);
}

/** The measurements of `subject` on `payload`, one per round; aborts if one is missing (it threw). */
function get(payload: string, subject: string): Measured[] {
  return rounds.map((measured) => {
    const m = measured.get(name(payload, subject));
    if (m === undefined) throw new Error(`no result for ${name(payload, subject)}`);
    return m;
  });
}

/** The median of `values` (the lower middle one for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1] ?? Number.NaN;
}

/** Per-round ratios of `subject` to JSON.parse on `payload`, of means and of medians. */
function ratios(payload: string, subject: string): { avg: number[]; p50: number[] } {
  const parse = get(payload, PARSE);
  const own = get(payload, subject);
  return {
    avg: own.map((m, i) => m.avg / (parse[i] as Measured).avg),
    p50: own.map((m, i) => m.p50 / (parse[i] as Measured).p50),
  };
}

const ns = (value: number): string => Math.round(value).toLocaleString('en-US');
const ratio = (value: number): string => value.toFixed(2);
const kb = (bytes: number): string => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
const header = (cells: readonly string[]): string => `| ${cells.join(' | ')} |\n|${cells.map(() => '---').join('|')}|`;
const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
const columns = main.map((p) => `${p.name} (${kb(p.bytes)}${p.valid ? '' : ', invalid'})`);

/** "median (min-max)" of per-round ratios; just the value with a single round. */
const spread = (values: readonly number[]): string =>
  values.length === 1
    ? ratio(values[0] as number)
    : `${ratio(median(values))} (${ratio(Math.min(...values))}-${ratio(Math.max(...values))})`;

const ratioTable = [
  header(['validator, on the pre-parsed body', ...columns]),
  ...SUBJECTS.map((s) => row([s.label, ...main.map((p) => `**${spread(ratios(p.name, s.key).avg)}**`)])),
].join('\n');

const medianRatioTable = [
  header(['ratio of medians', ...columns]),
  ...SUBJECTS.map((s) => row([s.key, ...main.map((p) => spread(ratios(p.name, s.key).p50))])),
].join('\n');

/** "mean (median)" ns/op, each the median over the rounds. */
const times = (m: readonly Measured[]): string => `${ns(median(m.map((x) => x.avg)))} (${ns(median(m.map((x) => x.p50)))})`;
/** Heap growth per op in KB, median over the rounds (mitata's estimate). */
const heap = (m: readonly Measured[]): string => {
  const values = m.flatMap((x) => (x.heap === undefined || !Number.isFinite(x.heap) ? [] : [x.heap]));
  return values.length === 0 ? 'n/a' : (median(values) / 1024).toFixed(1);
};

const timeTable = [
  header(['ns/op: mean (median)', ...columns]),
  row([
    'JSON.parse of the body',
    ...main.map((p) => {
      const parse = get(p.name, PARSE);
      return `${times(parse)}; ${Math.round((p.bytes / median(parse.map((x) => x.avg))) * 1000)} MB/s`;
    }),
  ]),
  ...SUBJECTS.map((s) => row([s.key, ...main.map((p) => times(get(p.name, s.key)))])),
].join('\n');

const heapTable = [
  header(['heap KB/op', ...columns]),
  ...[PARSE, ...SUBJECTS.map((s) => s.key)].map((key) => row([key, ...main.map((p) => heap(get(p.name, key)))])),
].join('\n');

const phoneRows: Array<[string, string]> = [
  [PARSE, PARSE],
  ['core', '@rcs-send/core `validateSendRequest` (MSISDN valid for its country)'],
  ['ajv', 'ajv (MSISDN digits pattern only)'],
  [PHONES, `${PHONES} (what a per-number libphonenumber check costs)`],
];
const phoneTable = [
  header(['on P', 'ratio to JSON.parse of P (mean)', 'ns/op: mean (median)', 'heap KB/op']),
  ...phoneRows.map(([key, label]) =>
    row([label, key === PARSE ? '1.00' : `**${spread(ratios('P', key).avg)}**`, times(get('P', key)), heap(get('P', key))]),
  ),
].join('\n');

const cpu = cpus();
const machine = `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}`;
const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const load = `1-minute load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} after (${cpu.length} cores)`;

const report = `## Latest results

Written by each \`pnpm bench\` (src/run.ts) to RESULTS.md and README.md.

${when}, Node ${process.version}, mitata 1.0.34, ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} in one process (${seconds} s);
${machine}; ${load}. A shared, noisy machine: quote the ratios, not the times.

### Validating a pre-parsed body, as a multiple of \`JSON.parse\` of the same bytes

Mean ns/op of the validator over mean ns/op of \`JSON.parse\` of the same payload in the same
round; the median over the rounds, their range in parentheses. Below 1.00 the validator
costs less than parsing the body.

${ratioTable}

The same with medians instead of means (ignores GC pauses and preemption, which the means
include):

${medianRatioTable}

### Times and allocation

ns/op, medians over the rounds:

${timeTable}

Heap growth per op, mitata's estimate (samples in which a GC ran are dropped, so it is rough):

${heapTable}

### Where the core's time goes: recipient numbers

P: 10 single-text messages (${kb(phones.bytes)}), 10 valid mobile numbers of 10 countries and little else,
so the core's cost here is mostly its per-number validity check. No verdict cache anywhere:
each request is measured with its own recipients.

${phoneTable}
`;

console.log(`\n${report}`);

const here = new URL('../', import.meta.url);
writeFileSync(
  new URL('RESULTS.md', here),
  `# @rcs-send/benchmark-core: results\n\nSee README.md for what is measured and how to read it.\n\n${report}`,
);
const readmeUrl = new URL('README.md', here);
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';
try {
  const readme = readFileSync(readmeUrl, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from >= 0 && to > from) {
    writeFileSync(readmeUrl, `${readme.slice(0, from + START.length)}\n${report}${readme.slice(to)}`);
  }
} catch {
  // no README yet: RESULTS.md is enough
}
console.log('Written: benchmarks/core/RESULTS.md (and the results section of README.md).');
