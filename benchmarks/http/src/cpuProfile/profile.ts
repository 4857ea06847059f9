// pnpm --filter @rcs-send/benchmark-http profile: where each microsecond of a request goes, for
// the node bridge (payloads M and X) and the reference server (on its database, and with its
// submit only counting, payload M), under the benchmark's load. Rewrites the table between the
// profile markers of README.md and prints it. BENCH_WARMUP (default 2) and BENCH_SECONDS
// (default 5) set each run's length.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { PayloadName } from '../payload';
import { PINNING, startLoadGenerator } from '../processes';
import { TARGETS } from '../targets/index';
import { profileRequest } from './profileRequest';
import { costTable, type RequestCosts, requestCosts } from './requestCosts';

/** The runs profiled: a row of the benchmark and a payload. */
const CASES: readonly { readonly key: string; readonly payload: PayloadName }[] = [
  { key: 'node-bridge', payload: 'M' },
  { key: 'node-bridge', payload: 'X' },
  { key: 'server-counting', payload: 'M' },
  { key: 'server-database', payload: 'M' },
];
const START = '<!-- profile:start (written by src/cpuProfile/profile.ts) -->';
const END = '<!-- profile:end -->';

const warmupSeconds = Number(process.env['BENCH_WARMUP'] ?? 2);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const generator = startLoadGenerator(PINNING.load);
const columns: { label: string; costs: RequestCosts }[] = [];
try {
  for (const { key, payload } of CASES) {
    const target = TARGETS.find((candidate) => candidate.key === key);
    if (target === undefined) throw new Error(`no target ${key}`);
    columns.push({ label: `${key} ${payload}`, costs: requestCosts(await profileRequest(target, payload, generator, warmupSeconds, seconds)) });
    process.stderr.write(`profiled ${key} ${payload}\n`);
  }
} finally {
  await generator.stop();
}

const table = `${START}
One run on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, ${PINNING.note}; ${warmupSeconds} s of warm-up, then ${seconds} s sampled every 100 µs.

${costTable(columns)}
${END}`;
const readme = join(import.meta.dirname, '..', '..', 'README.md');
const text = readFileSync(readme, 'utf8');
const [before, rest] = text.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined) throw new Error(`README.md has no ${START} ... ${END} section`);
writeFileSync(readme, `${before}${table}${after}`);
process.stdout.write(`${table}\n`);
