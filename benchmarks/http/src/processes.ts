// The child processes of a run: one server at a time (`serve.ts`) and one load generator
// (`loadGenerator.ts`), each node with tsx (and the source condition when this process has
// it), pinned with taskset to a core of its own when it can be.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { LoadReply, LoadRequest, ServerCommand, ServerReport } from './ipc';
import type { LoadResult } from './load';

/** Milliseconds a child has to start or to answer one command (a load run adds its own length). */
const PATIENCE_MS = 60_000;

/** Which core each side runs on: the server on core 0 and the load generator on core 1, or none (and why). */
export const PINNING: { readonly server?: string; readonly load?: string; readonly note: string } =
  spawnSync('taskset', ['-V']).status !== 0
    ? { note: 'not pinned: taskset is missing' }
    : cpus().length < 2
      ? { note: 'not pinned: one core only' }
      : { server: '0', load: '1', note: 'server on core 0, load generator on core 1 (taskset)' };

/** The children started and not yet exited. */
const running = new Set<ChildProcess>();

/** The condition under which this project's packages resolve to their TypeScript sources instead of their builds. */
const SOURCE_CONDITION = '--conditions=@rcs-send/source';

/**
 * Whether the children run this project's packages from their sources (the parent was started
 * with {@link SOURCE_CONDITION}: the A/B, the stage profile, the smoke test) or as published,
 * from their builds (`bench`, after `pnpm build`), as every peer runs its own published build.
 */
export const RUNS_SOURCES = process.execArgv.includes(SOURCE_CONDITION);

/** Starts `entry` of `folder` (this one by default) with `args` in a node child with an IPC channel, on `core` when given, this project's packages from their sources when `sources`. */
function spawnChild(entry: string, args: readonly string[], core: string | undefined, folder = import.meta.dirname, sources = RUNS_SOURCES): { child: ChildProcess; stderr: () => string } {
  const node = [process.execPath, '--import', import.meta.resolve('tsx'), ...(sources ? [SOURCE_CONDITION] : []), join(folder, entry), ...args];
  const [command = '', ...rest] = core === undefined ? node : ['taskset', '-c', core, ...node];
  const child = spawn(command, rest, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2000)));
  return { child, stderr: () => stderr.trim().split('\n').slice(-3).join(' ') };
}

/** The next message of `child` that `pick` accepts; rejects when the child exits or takes longer than `ms`. */
function nextMessage<T>(child: ChildProcess, stderr: () => string, ms: number, pick: (message: unknown) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = (): void => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: unknown): void => {
      const picked = pick(message);
      if (picked === undefined) return;
      done();
      resolve(picked);
    };
    const onExit = (code: number | null): void => {
      done();
      reject(new Error(`exited with ${code}: ${stderr()}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no answer within ${ms / 1000} s: ${stderr()}`));
    }, ms);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Ends `child` with SIGTERM and waits for it to exit. */
function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** Ends every child still running (a run stopped midway, e.g. by Ctrl-C) and waits for them to exit. */
export async function endChildren(): Promise<void> {
  await Promise.all([...running].map(end));
}

/** A server running in its own process. */
export interface ServerProcess {
  /** The URL of the operation. */
  readonly url: string;
  /** Starts counting the server's CPU time. */
  cpuStart(): Promise<void>;
  /** The server's CPU time (user + system, µs) since {@link ServerProcess.cpuStart}. */
  cpuStop(): Promise<number>;
  /** Starts sampling the server's main thread (V8's CPU profiler). */
  profileStart(): Promise<void>;
  /** The file the server wrote its CPU profile since {@link ServerProcess.profileStart} to. */
  profileStop(): Promise<string>;
  /** Stops the process. */
  stop(): Promise<void>;
}

/** Where a server process runs from: by default this folder's `serve.ts`. */
export interface ServerSources {
  /** The `src` folder of a benchmark-http whose `serve.ts` starts the target (another checkout's, for an A/B run). */
  readonly folder?: string;
  /** Serve this project's packages from their TypeScript sources (true) or their builds (false). @defaultValue {@link RUNS_SOURCES} */
  readonly sources?: boolean;
}

/** Starts the target `key` in its own process, on core `core` when given, from `sources`; resolves once it listens. */
export async function startServerProcess(key: string, core: string | undefined, sources: ServerSources = {}): Promise<ServerProcess> {
  const { child, stderr } = spawnChild('serve.ts', [key], core, sources.folder, sources.sources);
  const ask = <T>(command: ServerCommand, pick: (report: ServerReport) => T | undefined): Promise<T> => {
    const answer = nextMessage(child, stderr, PATIENCE_MS, (message) => pick(message as ServerReport));
    child.send(command);
    return answer;
  };
  try {
    const port = await nextMessage(child, stderr, PATIENCE_MS, (message) => (message as { port?: number }).port);
    return {
      url: `http://127.0.0.1:${port}/v1.2/rcs/send`,
      cpuStart: () => ask('cpu-start', (report) => ('counting' in report ? true : undefined)).then(() => undefined),
      cpuStop: () => ask('cpu-stop', (report) => ('cpuMicros' in report ? report.cpuMicros : undefined)),
      profileStart: () => ask('profile-start', (report) => ('profiling' in report ? true : undefined)).then(() => undefined),
      profileStop: () => ask('profile-stop', (report) => ('profileFile' in report ? report.profileFile : undefined)),
      stop: () => end(child),
    };
  } catch (error) {
    await end(child);
    throw error;
  }
}

/** The load generator, running in its own process. */
export interface LoadGenerator {
  /** One load run, as {@link LoadRequest} says. */
  run(request: LoadRequest): Promise<LoadResult>;
  /** Stops the process. */
  stop(): Promise<void>;
}

/** Starts the load generator in its own process, on core `core` when given. */
export function startLoadGenerator(core: string | undefined): LoadGenerator {
  const { child, stderr } = spawnChild('loadGenerator.ts', [], core);
  return {
    run: async (request) => {
      const length = 'seconds' in request ? request.seconds * 1000 : 0;
      if (!child.connected) throw new Error(`load generator: it has exited ${stderr()}`);
      const reply = nextMessage(child, stderr, PATIENCE_MS + length, (message) => message as LoadReply);
      child.send(request);
      const answer = await reply;
      if ('error' in answer) throw new Error(`load generator: ${answer.error}`);
      return answer.result;
    },
    stop: () => end(child),
  };
}
