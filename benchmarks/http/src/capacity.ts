// The reference server under the attacks of issue 23, with its limits off ("before") and at
// their defaults ("after"): 220 unfinished 2.6 MB bodies sent with a valid key, then 1,100 idle
// sockets that reconnect when closed (a refused body after its Retry-After), each while an honest client sends small requests. It
// reports the server's peak RSS and the honest client's p50/p99 latency and outcomes. The
// server runs as a child with a limit of 1,024 file descriptors, as a common host has.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 18_423;
const KEY = 'rcs_bench_capacity_0123456789abcdef';
const ORG = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const SECONDS = Number(process.env['CAPACITY_SECONDS'] ?? 10);
const BODY_ATTACKERS = Number(process.env['CAPACITY_BODIES'] ?? 220);
const IDLE_ATTACKERS = Number(process.env['CAPACITY_IDLE'] ?? 1_100);
const ATTACK_BODY_BYTES = 2_600_000;
const BODY_RECONNECT_MS = Number(process.env['CAPACITY_BODY_RECONNECT_MS'] ?? 1_000);
const honestBody = JSON.stringify({ organizationId: ORG, messages: [{ to: '351912345678', from: 'demo_agent', contentMessage: { text: 'Your code is 123456.' } }] });
const repository = join(import.meta.dirname, '..', '..', '..');

/** What the honest client saw, and the server's peak resident memory. */
interface Outcome {
  readonly peakRssMb: number;
  readonly latenciesMs: number[];
  readonly statuses: Map<string, number>;
}

/** Starts the server (limits off, or at their defaults) with 1,024 file descriptors; resolves once it answers. */
async function startServer(limits: 'off' | 'defaults', database: string): Promise<ChildProcess> {
  const off = limits === 'off' ? { RCS_SEND_MAX_BODY_BYTES_IN_FLIGHT: String(2 ** 40), RCS_SEND_MAX_CONNECTIONS: '1000000' } : {};
  const node = [process.execPath, '--import', import.meta.resolve('tsx'), '--conditions=@rcs-send/source', join(repository, 'packages/server/src/bin.ts')];
  const env = { ...process.env, ...off, RCS_SEND_PORT: String(PORT), RCS_SEND_DB: database, RCS_SEND_API_KEY: KEY, RCS_SEND_RATE_LIMIT: '0', RCS_SEND_BALANCE: '100000000', RCS_SEND_DELIVERY: 'off', RCS_SEND_PLAYGROUND: 'off' };
  const child = spawn('sh', ['-c', `ulimit -n 1024 && exec ${node.map((part) => `'${part}'`).join(' ')}`], { env, stdio: 'ignore' });
  for (let i = 0; i < 200; i++) {
    if ((await honestRequest('GET', '/healthz').catch(() => 'down')) === '200') return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** One request over a new connection: its status, `error` or `timeout`. */
function honestRequest(method: string, path: string, body?: string): Promise<string> {
  return new Promise((resolve) => {
    const headers = body === undefined ? {} : { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const call = httpRequest({ host: '127.0.0.1', port: PORT, method, path, headers, agent: false, timeout: 15_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
    });
    call.on('timeout', () => (call.destroy(), resolve('timeout')));
    call.on('error', () => resolve('error'));
    call.end(body);
  });
}

/** Resident memory of `pid` in MB. */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
}

/** Opens `count` attacking connections with `open`, reopening each one the server closes after `reconnectMs`, until the process ends. */
function attack(count: number, open: () => Socket, reconnectMs: number): void {
  const keep = (): void => {
    const socket = open();
    socket.on('error', () => undefined);
    socket.on('close', () => setTimeout(keep, reconnectMs));
  };
  for (let i = 0; i < count; i++) keep();
}

/** A connection with a valid key that sends most of a 2.6 MB body, then nothing more. */
const slowBody = (): Socket => {
  const socket = connect(PORT, '127.0.0.1');
  const head = `POST /v1.2/rcs/send HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: ${ATTACK_BODY_BYTES}\r\n\r\n`;
  socket.on('connect', () => socket.write(head + `{"organizationId":"${'a'.repeat(ATTACK_BODY_BYTES - 100)}`));
  socket.on('data', () => undefined);
  return socket;
};
const idleSocket = (): Socket => connect(PORT, '127.0.0.1');

/** The attack of `kind`, in this process: a refused body comes back after Retry-After (1 s, or CAPACITY_BODY_RECONNECT_MS), an idle socket at once. */
const attackOf = (kind: 'bodies' | 'idle'): void =>
  kind === 'bodies' ? attack(BODY_ATTACKERS, slowBody, BODY_RECONNECT_MS) : attack(IDLE_ATTACKERS, idleSocket, 50);

/** The attack of `kind` in a process of its own, so that its work never delays the honest client's clock. */
function attackProcess(kind: 'bodies' | 'idle'): ChildProcess {
  return spawn(process.execPath, ['--import', import.meta.resolve('tsx'), '--conditions=@rcs-send/source', import.meta.filename, 'attack', kind], { stdio: 'ignore' });
}

/** Runs the honest client for SECONDS under `attackers`, sampling the server's RSS. */
async function measure(server: ChildProcess, attackers: 'none' | 'bodies' | 'idle'): Promise<Outcome> {
  const pid = server.pid ?? 0;
  const attacker = attackers === 'none' ? undefined : attackProcess(attackers);
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // let the attack take hold
  let peakRssMb = rssMb(pid);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(pid))), 200);
  const latenciesMs: number[] = [];
  const statuses = new Map<string, number>();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        const startedAt = performance.now();
        const status = await honestRequest('POST', '/v1.2/rcs/send', honestBody);
        latenciesMs.push(performance.now() - startedAt);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  attacker?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { peakRssMb, latenciesMs, statuses };
}

/** The nearest-rank `p` quantile of ascending `sorted` (NaN when empty). */
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

/** One row of the table. */
function row(limits: string, attackers: string, outcome: Outcome): string {
  const sorted = [...outcome.latenciesMs].sort((a, b) => a - b);
  const statuses = [...outcome.statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
  return `| ${limits} | ${attackers} | ${outcome.peakRssMb.toFixed(0)} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ${statuses} |`;
}

/** Measures every case, one server at a time, and prints the table. */
async function run(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'rcs-send-capacity-'));
  const rows = ['| limits | attack | server peak RSS (MB) | honest p50 (ms) | honest p99 (ms) | honest answers |', '|---|---|---|---|---|---|'];
  try {
    for (const limits of ['off', 'defaults'] as const) {
      for (const attackers of ['none', 'bodies', 'idle'] as const) {
        const server = await startServer(limits, join(directory, `${limits}-${attackers}.db`));
        try {
          const outcome = await measure(server, attackers);
          rows.push(row(limits, attackers === 'bodies' ? `${BODY_ATTACKERS} bodies of 2.6 MB, unfinished` : attackers === 'idle' ? `${IDLE_ATTACKERS} idle sockets` : 'none', outcome));
          process.stderr.write(`${rows.at(-1) ?? ''}\n`);
        } finally {
          server.kill('SIGTERM');
          await new Promise((resolve) => server.once('exit', resolve));
        }
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  process.stdout.write(`${rows.join('\n')}\n`);
}

const [mode, kind] = process.argv.slice(2);
if (mode === 'attack' && (kind === 'bodies' || kind === 'idle')) attackOf(kind);
else await run();
