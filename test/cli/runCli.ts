// Runs the built rcs-send bin as a user would (a child process), for the CLI tests.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The built bin of @rcs-send/cli (run `pnpm build` first). */
export const BIN = join(import.meta.dirname, '..', '..', 'packages', 'cli', 'dist', 'bin.js');

/** What a run printed and how it ended. */
export interface CliRun {
  /** Exit code. */
  code: number | null;
  /** Standard output. */
  stdout: string;
  /** Standard error. */
  stderr: string;
}

/** Runs `rcs-send ...args`, writing `stdin` (if any) to its standard input. */
export function runCli(args: string[], stdin?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** Runs `rcs-send <first> | rcs-send <second>` through a real pipe. */
export function runPipe(first: string[], second: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const producer = spawn(process.execPath, [BIN, ...first], { stdio: ['ignore', 'pipe', 'ignore'] });
    const consumer = spawn(process.execPath, [BIN, ...second], { stdio: [producer.stdout, 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    consumer.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    consumer.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    consumer.on('error', reject);
    consumer.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
