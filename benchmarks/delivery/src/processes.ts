// The processes a delivery benchmark runs beside itself, each node itself from the sources (so
// that its pid is the one whose CPU is read): the RBM emulator, and rcs-send-server worker.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sourceOf = (pkg: string, file: string): string => require.resolve(`${pkg}/package.json`).replace(/package\.json$/, file);
const TSX = ['--import', 'tsx', '--conditions=@rcs-send/source'];

/** A child process and the JSON lines it writes to stdout, as they come. */
function childWithLines(args: string[], env: NodeJS.ProcessEnv, onLine: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, [...TSX, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env, NODE_OPTIONS: '' } });
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  return child;
}

/** The emulator's bin in a process of its own; resolves once it listens. */
export async function startEmulatorProcess(): Promise<{ url: string; pid: number; stop(): void }> {
  let listening = (_url: string): void => undefined;
  const url = new Promise<string>((resolve) => (listening = resolve));
  const child = childWithLines([sourceOf('@rcs-send/rbm-emulator', 'src/bin.ts')], {}, (line) => {
    const found = /listening on (\S+)/.exec(line);
    if (found?.[1] !== undefined) listening(found[1]);
  });
  return { url: await url, pid: child.pid ?? 0, stop: () => void child.kill('SIGTERM') };
}

/** One `rcs-send-server worker` process, counting the outcomes it logs. */
export interface WorkerProcess {
  readonly pid: number;
  /** Outcomes logged so far. */
  outcomes(): number;
  /** SIGTERM, resolving once it exited. */
  stop(): Promise<void>;
}

/** Starts `rcs-send-server worker` on `redisUrl` sending to `rbmUrl`; resolves once it logged `worker-started`. Each worker is its own consumer of the stream (its host and pid). */
export async function startWorkerProcess(redisUrl: string, rbmUrl: string): Promise<WorkerProcess> {
  let outcomes = 0;
  let started = (): void => undefined;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const env = { RCS_SEND_REDIS_URL: redisUrl, RCS_SEND_DELIVERY: 'rbm', RCS_SEND_RBM_URL: rbmUrl, RCS_SEND_RBM_TOKEN: 'bench', RCS_SEND_SMS: 'off' };
  const child = childWithLines([sourceOf('@rcs-send/server', 'src/bin.ts'), 'worker'], env, (line) => {
    if (line.includes('"event":"delivery"') && line.includes('"state":"SENT"')) outcomes += 1;
    else if (line.includes('"event":"worker-started"')) started();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await ready;
  return { pid: child.pid ?? 0, outcomes: () => outcomes, stop: () => (child.kill('SIGTERM'), exited) };
}
