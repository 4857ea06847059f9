// rcs-send-server (and its tenants command) as an operator runs it: the built bin, in a working
// directory, with the server's environment.
import { spawn } from 'node:child_process';
import { SERVER_BIN } from '../../support/builtBins';

/** A finished run of the command. */
export interface CommandRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Environment of every run: no variable of the developer's shell leaks into the settings. */
export const cleanEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RCS_SEND_'))),
  NODE_OPTIONS: '',
  ...env,
});

/** Runs `rcs-send-server ...args` in `cwd` with `env` to its end. */
export function serverCommand(args: readonly string[], cwd: string, env: Record<string, string>): Promise<CommandRun> {
  const child = spawn(process.execPath, [SERVER_BIN, ...args], { cwd, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Runs `rcs-send-server tenants ...args` in `cwd` with `env` to its end. */
export const tenantsCommand = (args: readonly string[], cwd: string, env: Record<string, string>): Promise<CommandRun> => serverCommand(['tenants', ...args], cwd, env);

/** The JSON a successful `--json` run printed, or an error with what it wrote on stderr. */
export async function tenantsJson<T = Record<string, unknown>>(args: readonly string[], cwd: string, env: Record<string, string>): Promise<T> {
  const run = await tenantsCommand([...args, '--json'], cwd, env);
  if (run.code !== 0) throw new Error(`tenants ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}
