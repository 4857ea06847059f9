// One run: each target in its own process, 1 s of warm-up then 5 s of autocannon with payload
// M, loopback only. Prints the table and writes it to RESULTS.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { CONNECTIONS, load, type LoadResult } from './load';
import { API_KEY, BODY, BODY_BYTES, INVALID_BODY } from './payload';
import { TARGETS, type Target } from './targets/index';

const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP'] ?? 1);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const here = import.meta.dirname;

/** Starts `target` in a child process; its URL once it listens. */
function start(target: Target): Promise<{ child: ChildProcess; url: string }> {
  const tsx = join(here, '..', 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['--conditions=@rcs-send/source', join(here, 'serve.ts'), target.key], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve({ child, url: `http://127.0.0.1:${chunk.toString().trim()}/v1.2/rcs/send` }));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`)));
  });
}

/** The status and body text `url` answers `body` with. */
async function send(url: string, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` }, body });
  return { status: response.status, text: await response.text() };
}

/**
 * Checks that `url` accepts payload M (2xx) before it is measured, and says how it answers
 * payload X: refused whole (4xx), its message 3 alone rejected (a 200 that says so), or not caught.
 */
async function check(url: string): Promise<string> {
  const valid = await send(url, BODY);
  if (valid.status >= 300) throw new Error(`answered ${valid.status} to payload M`);
  const invalid = await send(url, INVALID_BODY);
  if (invalid.status >= 400 && invalid.status < 500) return `${invalid.status}`;
  const outcome = (JSON.parse(invalid.text) as { messages?: Array<{ status?: string }> | null }).messages?.[3]?.status;
  return outcome === 'REJECTED' ? `${invalid.status}, message 3 rejected` : 'not caught';
}

type Row = { target: Target; result?: LoadResult; error?: string; answerToX?: string };
const rows: Row[] = [];
const started = Date.now();
for (const target of TARGETS) {
  let child: ChildProcess | undefined;
  try {
    const running = await start(target);
    child = running.child;
    const answerToX = await check(running.url);
    await load(running.url, BODY, API_KEY, WARMUP_SECONDS);
    const result = await load(running.url, BODY, API_KEY, SECONDS);
    rows.push({ target, result, answerToX });
    process.stderr.write(`${target.key}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms\n`);
  } catch (error) {
    rows.push({ target, error: error instanceof Error ? error.message : String(error) });
    process.stderr.write(`${target.key}: did not run (${rows.at(-1)?.error})\n`);
  } finally {
    child?.kill('SIGTERM');
  }
}

const baseline = rows[0]?.result?.requestsPerSecond ?? Number.NaN;
const table = [
  '| target | req/s | ratio to bare | p99 (ms) | non-2xx + errors | answer to X |',
  '|---|---:|---:|---:|---:|---|',
  ...rows.map(({ target, result, error, answerToX }) =>
    result === undefined
      ? `| ${target.label} | did not run: ${error ?? ''} | | | | |`
      : `| ${target.label} | ${Math.round(result.requestsPerSecond).toLocaleString('en')} | ${(result.requestsPerSecond / baseline).toFixed(2)} | ${result.p99Ms} | ${result.failures} | ${answerToX ?? ''} |`,
  ),
].join('\n');
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const report = `# HTTP benchmark results

One run on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} x ${cpu}, load average ${loadavg()[0]?.toFixed(2)} at the end.
autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per target, loopback, each server in its own
process. Every request is payload M (${BODY_BYTES.toLocaleString('en')} bytes, 10 mixed messages, 10 distinct valid recipients);
every target must answer it 2xx. "answer to X": how the target answers payload X (M with a 26-character
reply text in message 3): a 4xx refuses it whole; the service (partial batches, its default) accepts the
9 valid messages and rejects message 3 with its error; the bare baseline does not validate. Whole run: ${Math.round((Date.now() - started) / 1000)} s.

${table}

A single run: absolute figures drift 25-40% between runs on this shared machine, ratios much
less. See README.md for what each target does and does not do.
`;
process.stdout.write(`\n${table}\n`);
writeFileSync(join(here, '..', 'RESULTS.md'), report);
