// The check command of the root README, run unchanged (but for the port) against the reference
// server started as the README starts it: the QA profile takes a large run with no disagreement.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runShell, startReferenceServer, type TestServer } from './support/checkServers';

const repo = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const qaSection = readme.slice(readme.indexOf('## For QA teams'), readme.indexOf('## Working on it'));
const script = /```sh\n([\s\S]*?)```/.exec(qaSection)?.[1] ?? '';
/** The variables the README exports before `pnpm start`, e.g. RCS_SEND_API_KEY and RCS_SEND_PROFILE. */
const exported = Object.fromEntries([.../^export (.*?)\s+#/m.exec(script)?.[1]?.matchAll(/(\w+)=(\S+)/g) ?? []].map((match) => [match[1], match[2]])) as Record<string, string>;
/** The check command, its continuation lines joined. */
const checkCommand = /^node packages\/cli\/dist\/bin\.js check (?:.*\\\n)*.*/m.exec(script)?.[0] ?? '';

let server: TestServer;
beforeAll(async () => {
  server = await startReferenceServer(exported);
});
afterAll(() => server.close());

describe("the README's check command against the reference server", () => {
  it('should export a key and the QA profile, and show the check command with the demo tenant', () => {
    expect(exported).toEqual({ RCS_SEND_API_KEY: expect.any(String), RCS_SEND_PROFILE: 'qa' });
    expect(checkCommand).toContain('--url http://127.0.0.1:8080/v1.2/rcs/send');
    expect(checkCommand).toMatch(/--count (\d{4,})/);
  });

  it('should run its requests with every answer in agreement, and exit 0', { timeout: 300_000 }, async () => {
    const port = new URL(server.url).port;
    const run = await runShell(checkCommand.replace('127.0.0.1:8080', `127.0.0.1:${port}`), exported, repo);
    const count = /--count (\d+)/.exec(checkCommand)?.[1] ?? '';
    expect(run.stdout).toMatch(new RegExp(`^total\\s+${count}\\s+${count}\\s+0\\s+0$`, 'm'));
    expect(run.stdout).toMatch(/^valid\s+\d{3,}\s/m);
    expect(run.stderr).toMatch(new RegExp(`: ${count} sent, ${count} agreed, 0 disagreed, 0 without answer in `));
    expect(run.code).toBe(0);
  });
});
