// The operator's commands as the READMEs run them in this repository, into a pipe or a file:
// `pnpm --silent rcs-send-server export > messages.ndjson` and `pnpm --silent rcs-send-server tenants ... --json |`
// give JSON and nothing else (no pnpm header, no playground build on the way).
import { exec, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BIN } from '../support/builtBins';

const repo = join(import.meta.dirname, '..', '..');
const API_KEY = 'rcs_test_piped_commands_key';
const ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b'; // the demo organization
const run = promisify(exec);

let directory: string;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-piped-'));
  env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RCS_SEND_'))),
    NODE_OPTIONS: '',
    RCS_SEND_DB: join(directory, 'rcs-send.db'),
    RCS_SEND_API_KEY: API_KEY,
    RCS_SEND_PORT: '0',
    RCS_SEND_DELIVERY: 'off',
    RCS_SEND_PLAYGROUND: 'off',
  };
  // One accepted message in the database, through the server as it runs.
  const server = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  let banner = '';
  const url = await new Promise<string>((resolve, reject) => {
    server.stderr.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      const found = /listening on (\S+)/.exec(banner)?.[1];
      if (found !== undefined && banner.includes('Send a message:')) resolve(found);
    });
    void exited.then(() => reject(new Error(`the server exited: ${banner}`)));
  });
  const body = { organizationId: ORGANIZATION, messages: [{ to: '351912345678', from: 'demo_agent', contentMessage: { text: 'Hello' } }] };
  const answer = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status).toBe(202);
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 60_000);
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the operator commands of the READMEs, piped', () => {
  it('should write only NDJSON with pnpm --silent rcs-send-server export > messages.ndjson', async () => {
    await run('pnpm --silent rcs-send-server export > "$OUT"', { cwd: repo, env: { ...env, OUT: join(directory, 'messages.ndjson') } });
    const lines = (await readFile(join(directory, 'messages.ndjson'), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ organizationId: ORGANIZATION, principalId: 'demo', message: { to: '351912345678' } });
  }, 60_000);

  it('should give one JSON object, and nothing else, through a pipe with pnpm --silent rcs-send-server tenants show --json', async () => {
    const { stdout } = await run(`pnpm --silent rcs-send-server tenants show --org ${ORGANIZATION} --json | cat`, { cwd: repo, env });
    expect(JSON.parse(stdout)).toMatchObject({ organizationId: ORGANIZATION, balance: 999 });
  }, 60_000);

  it('should print pnpm\'s header without --silent, which is why the READMEs give it', async () => {
    const { stdout } = await run(`pnpm rcs-send-server tenants show --org ${ORGANIZATION} --json`, { cwd: repo, env });
    expect(() => JSON.parse(stdout)).toThrow();
    expect(stdout).toContain('> rcs-send@');
  }, 60_000);
});
