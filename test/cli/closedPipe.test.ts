import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_BIN } from '../support/builtBins';

/** How a run ended whose reader closed the pipe early. */
interface ClosedRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  firstLine: string;
}

/** Runs `rcs-send ...args` with a stdout reader that closes the pipe after the first line, like `| head -1`. */
function runUntilFirstLine(args: string[]): Promise<ClosedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('\n')) child.stdout.destroy();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr, firstLine: stdout.split('\n')[0] ?? '' }));
  });
}

/** Runs `rcs-send ...args` with a stderr reader that is gone before anything is written. */
function runWithStderrClosed(args: string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.destroy();
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'rcs-send-pipe-'));
const request = JSON.stringify({ organizationId: '2f1c7a4e-8b3d-4c6a-9e2f-5d7b1a3c9e04', messages: [{ to: '+351912345678', from: 'acme', contentMessage: { text: 'Hi' } }] });
const manyRequests = join(dir, 'many.ndjson');
writeFileSync(manyRequests, `${request}\n`.repeat(20_000));
const manyBroken = join(dir, 'broken.ndjson');
writeFileSync(manyBroken, `${request}\n${'{"organizationId": ,}\n'.repeat(20_000)}`); // NDJSON: one error line each

describe('a reader that closes the pipe early', () => {
  it('should end fuzz --count 100000 | head -1 quietly, exit 0, long before the 100000th line, its one stderr line an announcement, not a count', async () => {
    const started = Date.now();
    const run = await runUntilFirstLine(['fuzz', '--count', '100000', '--seed', '1']);
    expect(JSON.parse(run.firstLine)).toHaveProperty('expect');
    expect(run.stderr).not.toMatch(/EPIPE|Error|\n\s+at /);
    expect(run.stderr).toMatch(/^rcs-send fuzz: writing 100000 valid request\(s\), --seed 1 --now \S+\n$/);
    expect([run.code, run.signal]).toEqual([0, null]);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('should end validate | head -1 quietly, exit 0, on stdout and with --json', async () => {
    for (const args of [['validate', manyRequests], ['validate', '--json', manyRequests]]) {
      const run = await runUntilFirstLine(args);
      expect(run.firstLine).toMatch(/many\.ndjson/);
      expect(run.stderr).toBe('');
      expect([run.code, run.signal]).toEqual([0, null]);
    }
  });

  it('should end quietly, exit 0, when the reader of stderr is gone (validate, fuzz, rules)', async () => {
    expect(await runWithStderrClosed(['validate', manyBroken])).toBe(0);
    expect(await runWithStderrClosed(['fuzz', '--count', '100000'])).toBe(0);
    expect(await runWithStderrClosed(['rules', 'NOT_A_CODE'])).toBe(0);
  });
});
