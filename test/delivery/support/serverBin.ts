// The reference server as shipped: its built bin, run by node itself, with the environment a
// test gives it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_BIN } from '../../support/builtBins';

const repo = join(import.meta.dirname, '..', '..', '..');

/** A running server process: its send URL, the process, its exit, and its log lines so far. */
export interface ServerProcess {
  /** The URL of POST /v1.2/rcs/send. */
  readonly url: string;
  /** The process (kill it with SIGKILL for a crash, SIGTERM for a clean stop). */
  readonly child: ChildProcess;
  /** Resolves with the exit code once it exited. */
  readonly exited: Promise<number | null>;
  /** Its stdout so far: one JSON log line per event. */
  readonly log: () => string;
  /** Its stderr so far: the banner, then any warning. */
  readonly banner: () => string;
}

/** How to start it besides its environment. */
export interface ServerBinOptions {
  /** The largest file the process may write, in bytes (`prlimit --fsize`, the soft limit: `prlimit --pid` may raise it again): past it its writes fail as on a full disk. */
  readonly fileSizeLimit?: number;
}

/** Spawns the server bin with `env` over the test's own (under `prlimit` when a file size limit is given). */
export function spawnServerBin(env: Record<string, string>, options: ServerBinOptions = {}): ChildProcess {
  const node = [process.execPath, SERVER_BIN];
  const [command, ...args] = options.fileSizeLimit === undefined ? node : ['prlimit', `--fsize=${options.fileSizeLimit}:unlimited`, '--', ...node]; // prlimit execs node: the same process
  return spawn(command as string, args, { cwd: repo, env: { ...process.env, NODE_OPTIONS: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts the server bin with `env` over the test's own; resolves once it printed its banner, rejects when it exits first. */
export function startServerBin(env: Record<string, string>, options: ServerBinOptions = {}): Promise<ServerProcess> {
  const child = spawnServerBin(env, options);
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let banner = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      const url = /listening on (\S+)/.exec(banner)?.[1];
      if (url !== undefined && banner.includes('Send a message:')) resolve({ url, child, exited, log: () => stdout, banner: () => banner });
    });
    void exited.then(() => reject(new Error(`the server exited before it listened: ${banner}`)));
  });
}
