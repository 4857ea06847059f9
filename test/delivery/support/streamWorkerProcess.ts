// rcs-send-worker --redis as a process of its own, from the sources, with the ids of the
// outcomes it logged.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..', '..', '..');
const bin = join(repo, 'packages', 'delivery', 'src', 'bin.ts');

/** One worker process. */
export interface WorkerProcess {
  readonly child: ChildProcess;
  /** The ids of the messages it logged an outcome for. */
  readonly outcomes: Set<string>;
  /** Resolves once it logged `started`, to the policies that line says it applies. */
  readonly started: Promise<string | undefined>;
  /** Resolves to its exit code (or signal) once it exited. */
  readonly exited: Promise<number | string | null>;
}

/** Starts `rcs-send-worker --redis redisUrl --consumer consumer` against the emulator at `rbmUrl`: node itself, so that a SIGKILL kills the worker. */
export function startWorkerProcess(redisUrl: string, consumer: string, rbmUrl: string, extra: readonly string[] = []): WorkerProcess {
  const env = { ...process.env, RCS_SEND_RBM_TOKEN: 'test', NODE_OPTIONS: '' };
  const args = ['--import', 'tsx', '--conditions=@rcs-send/source', bin, '--redis', redisUrl, '--consumer', consumer, '--rbm-url', rbmUrl, ...extra];
  const child = spawn(process.execPath, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const outcomes = new Set<string>();
  let markStarted = (_policies: string | undefined): void => undefined;
  const started = new Promise<string | undefined>((resolve) => (markStarted = resolve));
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const event = JSON.parse(line) as { event: string; id?: string; policies?: string };
      if (event.event === 'started') markStarted(event.policies);
      if (event.event === 'outcome' && event.id !== undefined) outcomes.add(event.id);
    }
  });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, outcomes, started, exited };
}
