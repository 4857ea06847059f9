// pnpm bench:ab:http <git-ref> [--runs N] [--target KEY] [--sources]: one row of the HTTP
// benchmark served from the packages at <git-ref> and from the working tree's (each built first,
// as `bench` serves them; with --sources, from their sources), run after run alternating, each
// against bare node:http in the same run. Progress goes to stderr, the table to stdout. See
// README.md ("A/B of the HTTP path").
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { commitOf, git } from '@rcs-send/benchmark-ab/git';
import { abTable, perRun } from '@rcs-send/benchmark-ab/report';
import { measureTarget, type Outcome, type Sample } from '../measure';
import type { PayloadName } from '../payload';
import { endChildren, PINNING, startLoadGenerator } from '../processes';
import { readSettings } from '../settings';
import { BASELINE, TARGETS } from '../targets/index';
import { AB_USAGE, AbUsageError, readAbArguments } from './abArguments';
import { checkOutRef, removeAbandonedCheckouts, removeCheckout } from './refCheckout';

const progress = (line: string): void => void process.stderr.write(`bench:ab:http: ${line}\n`);

/** Prints `message` as the reason the run stopped and exits with `code`. */
function fail(message: string, code = 1): never {
  process.stderr.write(`bench:ab:http: ${message}\n`);
  process.exit(code);
}

let args: ReturnType<typeof readAbArguments>;
try {
  args = readAbArguments(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof AbUsageError)) throw error;
  fail(`${error.message}\n${AB_USAGE}`, 2);
}
const { ref, runs } = args;
const target = TARGETS.find((candidate) => candidate.key === args.target) ?? fail(`no target ${args.target}`, 2);
const root = git(['rev-parse', '--show-toplevel'], process.cwd());
const commit = commitOf(ref, root) ?? fail(`"${ref}" names no commit of this repository (try a branch, a tag or a commit id: git log --oneline)`, 2);
const head = git(['rev-parse', '--short=12', 'HEAD'], root);
const changed = git(['status', '--porcelain', '--', 'packages', 'benchmarks/http/src'], root) !== '';
const settings = readSettings([], process.env);

// On the repository's disk, as the benchmark's own databases: a system temporary folder can
// live in memory, where the ref's server-database would fsync for nothing.
const scratchParent = join(root, 'benchmarks', 'http', 'temp');
removeAbandonedCheckouts(root, scratchParent);
const scratch = join(scratchParent, `ab-${process.pid}`);
mkdirSync(scratch, { recursive: true });
const checkout = join(scratch, 'checkout');
/** Removes the checkout and its folder, however the run ends (the children exit when their channel closes). */
const cleanUp = (): void => {
  removeCheckout(root, checkout);
  rmSync(scratch, { recursive: true, force: true });
};
process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void endChildren().finally(() => fail(`stopped by ${signal}`, 130)));

const refName = ref === commit ? commit.slice(0, 12) : ref;
const { sources } = args;
const sides = {
  ref: { folder: join(checkout, 'benchmarks', 'http', 'src'), sources },
  working: { sources },
} as const;

/** Builds the packages the benchmark serves (its workspace dependencies) in the tree at `folder`, with `bench`'s command, or stops the run with the build's last lines. */
function buildPackages(folder: string, name: string): void {
  progress(`building the packages of ${name}`);
  const build = spawnSync('pnpm', ['--filter', '@rcs-send/benchmark-http^...', 'build'], { cwd: folder, encoding: 'utf8' });
  if (build.status !== 0) fail(`the build of ${name} failed:\n${`${build.stdout}${build.stderr}`.trim().split('\n').slice(-8).join('\n')}`);
}

type Side = keyof typeof sides;
const payloads: readonly PayloadName[] = ['M', 'X'];
/** One side's figures on one payload: each run's ratio to the baseline and CPU µs per request. */
interface SideFigures {
  readonly ratio: number[];
  readonly cpu: number[];
}
const noFigures = (): SideFigures => ({ ratio: [], cpu: [] });
const figures: Record<PayloadName, Record<Side, SideFigures>> = { M: { ref: noFigures(), working: noFigures() }, X: { ref: noFigures(), working: noFigures() } };
const loadBefore = (loadavg()[0] ?? Number.NaN).toFixed(1);

/** The sample of `outcome`, or the run stops: a side that does not answer as the row says is not measured. */
function sampleOf(outcome: Outcome, who: string, payload: PayloadName): Sample {
  if ('sample' in outcome) return outcome.sample;
  return fail(`${who} failed on ${payload}: ${outcome.error}`);
}

const generator = startLoadGenerator(settings.pinned ? PINNING.load : undefined);
try {
  progress(`checking out ${commit.slice(0, 12)} in a temporary worktree`);
  checkOutRef(root, commit, checkout);
  if (!sources) {
    buildPackages(checkout, refName);
    buildPackages(root, 'the working tree');
  }
  for (let run = 0; run < runs; run += 1) {
    // The baseline sits between the two sides; which side goes first alternates run after run.
    const order: readonly (Side | 'baseline')[] = run % 2 === 0 ? ['ref', 'baseline', 'working'] : ['working', 'baseline', 'ref'];
    const samples = new Map<Side | 'baseline', Record<PayloadName, Sample>>();
    for (const who of order) {
      const outcomes = await measureTarget(who === 'baseline' ? BASELINE : target, generator, settings, who === 'baseline' ? {} : sides[who]);
      const name = who === 'ref' ? `${target.key} at ${refName}` : who === 'working' ? `${target.key} of the working tree` : 'the baseline';
      samples.set(who, { M: sampleOf(outcomes.M, name, 'M'), X: sampleOf(outcomes.X, name, 'X') });
    }
    const base = samples.get('baseline') as Record<PayloadName, Sample>;
    for (const payload of payloads) {
      const said: string[] = [];
      for (const side of ['ref', 'working'] as const) {
        const sample = (samples.get(side) as Record<PayloadName, Sample>)[payload];
        const ratio = sample.requestsPerSecond / base[payload].requestsPerSecond;
        figures[payload][side].ratio.push(ratio);
        figures[payload][side].cpu.push(sample.cpuMicrosPerRequest);
        said.push(`${side === 'ref' ? refName : 'working tree'} ${ratio.toFixed(2)} (${Math.round(sample.cpuMicrosPerRequest)} µs)`);
      }
      progress(`run ${run + 1}/${runs} ${payload}: ${said.join(', ')}; bare ${Math.round(base[payload].requestsPerSecond)} req/s`);
    }
  }
} finally {
  await generator.stop();
  cleanUp();
}

const rows = payloads.flatMap((payload) => {
  const { ref: r, working: w } = figures[payload];
  return [
    { label: `${payload}: ratio to bare`, ref: r.ratio, working: w.ratio },
    { label: `${payload}: CPU µs/request`, ref: r.cpu.map(Math.round), working: w.cpu.map(Math.round) },
  ];
});
const seconds = 'seconds' in settings.length ? settings.length.seconds : 0;
console.log(`A/B of the HTTP row ${target.key} (${target.label}): ${refName} (${commit.slice(0, 12)}) against the working tree (${head}${changed ? ' with uncommitted changes' : ''})
This project's packages served from ${sources ? 'their TypeScript sources through tsx' : 'their builds, as bench serves them'};
Node ${process.version}; ${PINNING.note}; ${runs} runs alternating which side goes first, the baseline between them;
${settings.warmupSeconds} s of warm-up then ${seconds} s measured per server and payload; 1-minute load average ${loadBefore} before, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} after.
Ratio: requests/s over bare node:http's in the same run (higher is faster); CPU: the server's µs per request (lower is faster);
median over the runs, spread = highest - lowest; quotient = working tree / ${refName}.

${abTable(rows, refName)}

Each run, ${refName} / working tree:
${perRun(rows)}`);
