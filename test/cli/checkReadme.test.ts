// The check command of the root README, run unchanged (but for the port) against the reference
// server started as the README starts it (the server bin, the README's variables): the command
// is the one the server prints, and a large run finds no disagreement.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkRepositoryRoot } from '../support/scratchCheckout';
import { runShell } from './support/checkServers';

const repo = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const qaSection = readme.slice(readme.indexOf('## For QA teams'), readme.indexOf('## Working on it'));
const script = /```sh\n([\s\S]*?)```/.exec(qaSection)?.[1] ?? '';
/** The README's `export` line, without its comment. */
const exportLine = /^export (.*?)\s+#/m.exec(script)?.[1] ?? '';
/** The variables that line exports before `pnpm start`, e.g. RCS_SEND_API_KEY and RCS_SEND_PROFILE, as a shell makes them (the key is drawn there). */
const exported = JSON.parse(
  execFileSync('sh', ['-c', `export ${exportLine}; node -p 'JSON.stringify(Object.fromEntries(process.argv.slice(1).map((name) => [name, process.env[name]])))' ${[...exportLine.matchAll(/(\w+)=/g)].map((match) => match[1]).join(' ')}`], { encoding: 'utf8' }),
) as Record<string, string>;
/** A check command (`pnpm --silent rcs-send check ...`) in `text`, its continuation lines joined as written. */
const checkCommandIn = (text: string): string => /^ *(pnpm --silent rcs-send check (?:.*\\\n)*.*)/m.exec(text)?.[1]?.replace(/\\\n\s*/g, '\\\n  ') ?? '';
const readmeCommand = checkCommandIn(script);

const directory = mkdtempSync(join(tmpdir(), 'rcs-send-readme-'));
let server: ChildProcess;
let banner = '';
let port = '';

beforeAll(async () => {
  const env = { ...process.env, ...exported, RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'rcs-send.db'), NODE_OPTIONS: '' };
  server = spawn(join(repo, 'node_modules', '.bin', 'tsx'), ['--conditions=@rcs-send/source', join(repo, 'packages', 'server', 'src', 'bin.ts')], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    server.stderr?.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (banner.includes('Send a message:')) resolve();
    });
    server.once('exit', () => reject(new Error(`the server stopped: ${banner}`)));
  });
  port = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(banner)?.[1] ?? '';
}, 60_000);
afterAll(() => {
  server.kill('SIGTERM');
  rmSync(directory, { recursive: true, force: true });
});

describe("the README's check command against the reference server", () => {
  it('should export a key and the QA profile, and show the very command the server prints for its tenant', () => {
    expect(exported).toEqual({ RCS_SEND_API_KEY: expect.stringMatching(/^rcs_qa_[0-9a-f]{32}$/), RCS_SEND_PROFILE: 'qa' }); // a key drawn as pasted, never one the README names
    expect(readmeCommand).toContain('--url http://127.0.0.1:8080/v1.2/rcs/send');
    expect(readmeCommand).toMatch(/--count \d{4,}/);
    expect(checkCommandIn(banner)).toBe(readmeCommand.replace('127.0.0.1:8080', `127.0.0.1:${port}`));
  });

  it('should run its requests with every answer in agreement, and exit 0', { timeout: 300_000 }, async () => {
    // In a scratch directory that runs the repository's root scripts, so that its failures file stays out of the repository.
    await linkRepositoryRoot(directory);
    const run = await runShell(readmeCommand.replace('127.0.0.1:8080', `127.0.0.1:${port}`), exported, directory);
    const count = /--count (\d+)/.exec(readmeCommand)?.[1] ?? '';
    expect(run.stdout).toMatch(new RegExp(`^total\\s+${count}\\s+${count}\\s+0\\s+0$`, 'm'));
    expect(run.stdout).toMatch(/^valid\s+\d{3,}\s/m);
    expect(run.stderr).toMatch(new RegExp(`: ${count} sent, ${count} agreed, 0 disagreed, 0 without answer in `));
    expect(readFileSync(join(directory, 'rcs-send-check-failures.ndjson'), 'utf8')).toBe('');
    expect(run.code).toBe(0);
  });
});
