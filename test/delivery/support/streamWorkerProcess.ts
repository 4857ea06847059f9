// `rcs-send-server worker` as a process of its own, the built bin, delivering a fleet's stream
// to an emulator: the ids of the messages it logged a state for.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_BIN } from '../../support/builtBins';

const repo = join(import.meta.dirname, '..', '..', '..');

/** One worker process. */
export interface WorkerProcess {
  readonly child: ChildProcess;
  /** The ids of the messages it logged a state for. */
  readonly outcomes: Set<string>;
  /** Resolves once it logged `worker-started`. */
  readonly started: Promise<void>;
  /** Resolves to its exit code (or signal) once it exited. */
  readonly exited: Promise<number | string | null>;
}

/** Starts `rcs-send-server worker` on `redisUrl` delivering to the emulator at `rbmUrl`, taking over what a dead worker left after `claimIdleMs`: node itself, so that a SIGKILL kills the worker. */
export function startWorkerProcess(redisUrl: string, rbmUrl: string, claimIdleMs = 60_000): WorkerProcess {
  const env = { ...process.env, NODE_OPTIONS: '', RCS_SEND_REDIS_URL: redisUrl, RCS_SEND_DELIVERY: 'rbm', RCS_SEND_RBM_URL: rbmUrl, RCS_SEND_RBM_TOKEN: 'test', RCS_SEND_SMS: 'off', RCS_SEND_CLAIM_IDLE_MS: String(claimIdleMs) };
  const child = spawn(process.execPath, [SERVER_BIN, 'worker'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const outcomes = new Set<string>();
  let markStarted = (): void => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const event = JSON.parse(line) as { event: string; id?: string };
      if (event.event === 'worker-started') markStarted();
      if (event.event === 'delivery' && event.id !== undefined) outcomes.add(event.id);
    }
  });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, outcomes, started, exited };
}
