// Runs the built rcs-send bin as a user would (a child process), for the CLI tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { CLI_BIN } from '../support/builtBins';

/** What a run printed and how it ended. */
export interface CliRun {
  /** Exit code. */
  code: number | null;
  /** Standard output. */
  stdout: string;
  /** Standard error. */
  stderr: string;
}

/** Writes `input` (if any) to a child's standard input and resolves to what it printed and how it ended. */
export function collectRun(child: ChildProcess, input?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** Runs `rcs-send ...args`, writing `stdin` (if any) to its standard input. */
export function runCli(args: string[], stdin?: string): Promise<CliRun> {
  return collectRun(spawn(process.execPath, [CLI_BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] }), stdin ?? '');
}

/** Runs `rcs-send <first> | rcs-send <second>` through a real pipe. */
export function runPipe(first: string[], second: string[]): Promise<CliRun> {
  const producer = spawn(process.execPath, [CLI_BIN, ...first], { stdio: ['ignore', 'pipe', 'ignore'] });
  return collectRun(spawn(process.execPath, [CLI_BIN, ...second], { stdio: [producer.stdout, 'pipe', 'pipe'] }));
}
