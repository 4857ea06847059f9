// pnpm bench:ab <git-ref> [--runs N] [--profile FILE]: the core at <git-ref> against the working
// tree's core (with FILE's validation profile, when given), in one process, run after run
// alternating, on the payloads S, M, L and X of benchmark-core.
// Progress goes to stderr, the table to stdout. See README.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import '@rcs-send/benchmark-core/exposeGc';
import { buildPayloads, NOW, type Payload } from '@rcs-send/benchmark-core/payloads';
import { buildCores } from './buildCores';
import { commitOf, git } from './git';
import { callsPerBatch, ratioToParse, type Timed } from './measure';
import { abTable, perRun } from './report';

/** What the benchmark needs of a core module. */
interface Core {
  validateSendRequest(input: unknown, options: { now: Date; profile?: unknown }): { ok: boolean; issues: readonly { code: string; param: string }[] };
  createValidationProfile?(data: unknown): unknown;
}

/** Milliseconds of alternating batches per core, payload and run. */
const BUDGET_MS = 1_000;
/** Milliseconds each core runs on each payload before the first run. */
const WARM_UP_MS = 300;

const progress = (line: string): void => void process.stderr.write(`bench:ab: ${line}\n`);

/** Prints `message` as the reason the benchmark stopped and exits with `code`. */
function fail(message: string, code = 1): never {
  process.stderr.write(`bench:ab: ${message}\n`);
  process.exit(code);
}

/** The ref, the number of runs and the profile file from the command line. */
function readArguments(args: readonly string[]): { ref: string; runs: number; profileFile: string | undefined } {
  const usage = 'usage: pnpm bench:ab <git-ref> [--runs N] [--profile FILE]   (for example: pnpm bench:ab main)';
  let ref: string | undefined;
  let runs = 5;
  let profileFile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') continue;
    if (arg === '--runs') {
      runs = Number(args[++i]);
      if (!Number.isInteger(runs) || runs < 2) fail(`--runs takes a whole number of at least 2\n${usage}`, 2);
    } else if (arg === '--profile') {
      profileFile = args[++i] ?? fail(`--profile takes a validation profile's JSON file\n${usage}`, 2);
    } else if (arg.startsWith('-') || ref !== undefined) fail(`unexpected argument ${arg}\n${usage}`, 2);
    else ref = arg;
  }
  if (ref === undefined) fail(`which git ref should the working tree be compared with?\n${usage}`, 2);
  return { ref, runs, profileFile };
}

/** The JSON data of a validation profile file, or a stop with the reason. */
function readProfileFile(file: string): unknown {
  try {
    // pnpm runs this in its package's folder: the file is named from where the command was typed.
    return JSON.parse(readFileSync(resolve(process.env['INIT_CWD'] ?? process.cwd(), file), 'utf8')) as unknown;
  } catch (error) {
    return fail(`--profile ${file}: ${(error as Error).message}`, 2);
  }
}

const { ref, runs, profileFile } = readArguments(process.argv.slice(2));
const profileData = profileFile === undefined ? undefined : readProfileFile(profileFile);
const root = git(['rev-parse', '--show-toplevel'], process.cwd());
const commit = commitOf(ref, root) ?? fail(`"${ref}" names no commit of this repository (try a branch, a tag or a commit id: git log --oneline)`, 2);
const head = git(['rev-parse', '--short=12', 'HEAD'], root);
const changed = git(['status', '--porcelain', '--', 'packages/core'], root) !== '';

const scratch = mkdtempSync(join(tmpdir(), 'rcs-send-bench-ab-'));
/** Removes the scratch folder and any worktree left in it (also on Ctrl-C). */
const cleanUp = (): void => {
  try {
    git(['worktree', 'remove', '--force', join(scratch, 'checkout')], root);
  } catch {
    // not there (the usual case: removed right after bundling)
  }
  git(['worktree', 'prune'], root);
  rmSync(scratch, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp();
    fail(`stopped by ${signal}`, 130);
  });
}

let cores: { ref: Core; working: Core };
try {
  const built = await buildCores(root, commit, scratch, progress);
  cores = {
    ref: (await import(pathToFileURL(built.ref).href)) as Core,
    working: (await import(pathToFileURL(built.working).href)) as Core,
  };
} catch (error) {
  cleanUp();
  fail((error as Error).message);
}
cleanUp();

const refName = ref === commit ? commit.slice(0, 12) : ref;
/** The working tree's core compiles the profile (a bad one stops the run with the core's own message). */
function workingOptions(data: unknown): { now: Date; profile?: unknown } {
  if (data === undefined) return { now: NOW };
  try {
    return { now: NOW, profile: cores.working.createValidationProfile?.(data) };
  } catch (error) {
    return fail(`--profile ${profileFile}: ${(error as Error).message}`, 2);
  }
}

const optionsOf = { ref: { now: NOW }, working: workingOptions(profileData) };
const payloads = buildPayloads().filter((p) => ['S', 'M', 'L', 'X'].includes(p.name));
const subjects: Record<'ref' | 'working', Timed> = {
  ref: (input) => cores.ref.validateSendRequest(input, optionsOf.ref),
  working: (input) => cores.working.validateSendRequest(input, optionsOf.working),
};

// Every verdict first: timing a core that misjudges a payload means nothing.
for (const p of payloads) {
  for (const side of ['ref', 'working'] as const) {
    const result = cores[side].validateSendRequest(JSON.parse(p.body), optionsOf[side]);
    const right = p.valid ? result.ok : result.issues.length === 1 && result.issues[0]?.param === p.violationParam;
    if (!right) {
      const said = result.issues.map((i) => `${i.code} at ${i.param}`).join('; ') || 'valid';
      fail(`the core ${side === 'ref' ? `at ${refName}` : 'of the working tree'} misjudges ${p.name} (${said}); expected ${p.valid ? 'valid' : `one issue at ${p.violationParam}`}`);
    }
  }
}

const gc = (globalThis as { gc?: () => void }).gc as () => void;
const load = (): string => (loadavg()[0] ?? Number.NaN).toFixed(1);
const loadBefore = load();
const plan = payloads.map((p) => ({ p, parsed: JSON.parse(p.body) as unknown, calls: callsPerBatch(p.body) }));

progress(`warming up both cores (${WARM_UP_MS} ms each on each payload)`);
for (const { p, parsed, calls } of plan) for (const side of ['ref', 'working'] as const) ratioToParse(subjects[side], parsed, p.body, calls, WARM_UP_MS);

const kb = (p: Payload): string => (p.bytes < 1024 ? `${p.bytes} B` : `${(p.bytes / 1024).toFixed(1)} KB`);
const ratios = plan.map(({ p }) => ({ label: `${p.name} (${kb(p)})`, ref: [] as number[], working: [] as number[] }));
for (let run = 0; run < runs; run++) {
  plan.forEach(({ p, parsed, calls }, index) => {
    // Which core goes first alternates from run to run and from payload to payload.
    const order = (run + index) % 2 === 0 ? (['ref', 'working'] as const) : (['working', 'ref'] as const);
    const measured = { ref: 0, working: 0 };
    for (const side of order) {
      gc();
      measured[side] = ratioToParse(subjects[side], parsed, p.body, calls, BUDGET_MS);
    }
    const row = ratios[index] as (typeof ratios)[number];
    row.ref.push(measured.ref);
    row.working.push(measured.working);
    progress(`run ${run + 1}/${runs} ${p.name}: ${refName} ${measured.ref.toFixed(2)}, working tree ${measured.working.toFixed(2)}`);
  });
}

const profiled = profileFile === undefined ? '' : `, validating with the profile ${profileFile}`;
console.log(`A/B of @rcs-send/core: ${refName} (${commit.slice(0, 12)}) against the working tree (${head}${changed ? ' with uncommitted changes to packages/core' : ''}${profiled})
Node ${process.version}; ${runs} runs in one process, alternating; 1-minute load average ${loadBefore} before, ${load()} after.
Ratio: median time of validateSendRequest on the pre-parsed body over median time of JSON.parse of the same bytes
(lower is faster); median over the runs, spread = highest - lowest; quotient below 1.00: the working tree is faster.

${abTable(ratios, refName)}

Each run, ${refName} / working tree:
${perRun(ratios)}`);
