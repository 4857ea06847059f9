// A redis-server of the test's own, on a free loopback port: started, killed, frozen and
// restarted by the tests that need Redis to fail. Needs the `redis-server` binary.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Why a test cannot get a Redis, said once and loudly (never a silent skip). */
export const NO_REDIS =
  'These tests need Redis: set RCS_SEND_TEST_REDIS_URL=redis://127.0.0.1:6390 (as .ci/run does) or install redis-server ' +
  '(apt-get install -y redis-server) so that the tests can start their own.';

/** True when the `redis-server` binary can be run. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A free loopback TCP port (free when asked; taken again at once by the caller). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A redis-server child process. */
export interface OwnRedis {
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  /** Its port (kept across restarts). */
  readonly port: number;
  /** Kills it at once (SIGKILL): no shutdown, no save. */
  kill(): Promise<void>;
  /** Starts it again on the same port and directory (its append-only file, when durable). */
  start(): Promise<void>;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) it: connected but answering nothing. */
  freeze(frozen: boolean): void;
  /** Kills it and removes its directory. */
  stop(): Promise<void>;
}

/** Waits until `child` logs that it accepts connections, or fails with its output. */
function ready(child: ChildProcess): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)));
  });
}

/**
 * Starts a redis-server on `port` (default: a free loopback port). `durable`: an append-only file fsynced on
 * every write, so that what Redis acknowledged survives a SIGKILL; else nothing on disk. `args`: more
 * `redis-server` options.
 */
export async function startOwnRedis(options: { durable?: boolean; port?: number; args?: readonly string[] } = {}): Promise<OwnRedis> {
  if (!hasRedisServer()) throw new Error(NO_REDIS);
  const dir = await mkdtemp(join(tmpdir(), 'rcs-send-redis-'));
  const port = options.port ?? (await freePort());
  const persistence = options.durable === true ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, '--dir', dir, '--daemonize', 'no', ...(options.args ?? [])];
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    await ready(child);
  };
  const kill = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start,
    freeze: (frozen) => void child?.kill(frozen ? 'SIGSTOP' : 'SIGCONT'),
    async stop() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
