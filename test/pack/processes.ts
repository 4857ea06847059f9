// Child processes of the pack-and-install test: commands that must succeed (their output is
// in the error when they do not) and example programs that keep running until stopped.
import { spawn } from 'node:child_process';

/** The environment of every child: no inherited NODE_OPTIONS, and none of the npm_* settings a package manager running the tests exports (npm would read them as its own). */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' };
  for (const name of Object.keys(env)) if (name.startsWith('npm_') && name !== 'npm_config_registry' && name !== 'npm_config_cache') delete env[name];
  return { ...env, ...extra };
}

/** How a command ended and what it printed. */
export interface Ran {
  /** Its exit code (null when killed). */
  readonly code: number | null;
  /** Standard output and standard error, interleaved as they came. */
  readonly output: string;
}

/** Runs `command args` in `cwd` to its end, killed after `timeoutMs`, with `env` added to the children's environment. */
export function run(command: string, args: readonly string[], cwd: string, timeoutMs = 60_000, env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Runs a command that must exit 0; otherwise fails with the command and everything it printed. */
export async function mustRun(command: string, args: readonly string[], cwd: string, timeoutMs?: number): Promise<string> {
  const ran = await run(command, args, cwd, timeoutMs);
  if (ran.code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${ran.code}:\n${ran.output}`);
  return ran.output;
}

/** A program that keeps running: what it printed so far, and how to stop it. */
export interface Running {
  /** Standard output and standard error so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; fails with the output after `timeoutMs` or if the program exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts `node args` in `cwd` with `env` added. */
export function start(args: readonly string[], cwd: string, env: Record<string, string>): Running {
  const child = spawn(process.execPath, args, { cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: string): void => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.setEncoding('utf8').on('data', append);
  child.stderr.setEncoding('utf8').on('data', append);
  let closed = false; // exited, and its output read to the end
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  void exited.then(() => {
    closed = true;
    for (const listener of listeners) listener();
  });
  return {
    output: () => output,
    waitFor(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const match = pattern.exec(output);
          if (match !== null) settle(() => resolve(match));
          else if (closed) fail('exited');
        };
        const fail = (why: string): void => settle(() => reject(new Error(`node ${args.join(' ')} ${why} before printing ${pattern}; it printed:\n${output}`)));
        const timer = setTimeout(() => fail(`took over ${timeoutMs} ms`), timeoutMs);
        const settle = (action: () => void): void => {
          clearTimeout(timer);
          listeners.delete(check);
          action();
        };
        listeners.add(check);
        check();
      });
    },
    async stop() {
      if (closed) return;
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(kill);
    },
  };
}

/** Runs `check` against running `programs`, then stops them; on a failure it first prints what each printed. */
export async function whileRunning(programs: Readonly<Record<string, Running>>, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    for (const [name, program] of Object.entries(programs)) console.error(`${name} printed:\n${program.output()}`);
    throw error;
  } finally {
    await Promise.all(Object.values(programs).map((program) => program.stop()));
  }
}
