// The client README's reading example as pasted: examples/clientCatchUp.ts against the server bin
// (`pnpm start`, no webhook), with the key it printed: a send, the events feed read on until the
// message is READ, the message list. Runs once the server's store has the feed and the list.
import { exec } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_CLIENTS } from '../pack/examples';
import { startServerBin, type RunningServerBin } from '../schemas/serverBin';

const repo = join(import.meta.dirname, '..', '..');
const tsx = join(repo, 'node_modules', '.bin', 'tsx');
/** The environment of a run: none of the developer's RCS_SEND_ variables. */
const cleanEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({ ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RCS_SEND_'))), NODE_OPTIONS: '', ...env });

describe("the client README's reading example", () => {
  let directory: string;
  let bin: RunningServerBin;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'rcs-send-client-catch-up-'));
    bin = await startServerBin(directory, { RCS_SEND_PLAYGROUND: 'off' });
  }, 60_000);
  afterAll(async () => {
    expect(await bin?.stop()).toBe(0);
    await rm(directory, { recursive: true, force: true });
  });

  it('should print the message READ from the feed, and list it', { timeout: 60_000 }, async () => {
    const ran = await promisify(exec)(`${tsx} --conditions=@rcs-send/source examples/clientCatchUp.ts`, { cwd: repo, env: cleanEnv({ API_KEY: bin.apiKey, RCS_SEND_URL: bin.origin }) });
    expect(ran.stdout).toMatch(READING_CLIENTS['clientCatchUp.ts']!);
  });
});

describe("the client README's reading example, without a key", () => {
  it('should refuse to run in one sentence', async () => {
    const ran = await promisify(exec)(`${tsx} --conditions=@rcs-send/source examples/clientCatchUp.ts`, { cwd: repo, env: cleanEnv({}) }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in ran && ran.code).toBe(1);
    expect(ran.stderr).toContain('set API_KEY to the key the server printed');
  });
});
