// rcs-send-server export and backup FILE as an operator runs them: in the server's working
// directory, with its --config, while it runs; and their refusals, one line on stderr, exit 1
// (a worker's, which needs Redis and a delivery: exit 2).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '@rcs-send/sqlite';
import { SERVER_BIN } from '../support/builtBins';

const API_KEY = 'rcs_test_commands_key';
const ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b'; // the demo organization

/** A finished run of the bin. */
interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Environment of every run: no variable of the developer's shell leaks into the server's settings. */
const baseEnv = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RCS_SEND_'))),
  NODE_OPTIONS: '',
  RCS_SEND_API_KEY: API_KEY,
  RCS_SEND_DELIVERY: 'off',
  RCS_SEND_PLAYGROUND: 'off',
});

/** Runs the bin with `args` in `cwd` to its end. */
function run(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const child = spawn(process.execPath, [SERVER_BIN, ...args], { cwd, env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

let directory: string;
let stopServer: () => Promise<number | null>;
let sendUrl: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-commands-'));
  await writeFile(join(directory, 'rcs-send.json'), JSON.stringify({ port: 0, database: 'messages.db' }));
  const server = spawn(process.execPath, [SERVER_BIN, '--config', 'rcs-send.json'], { cwd: directory, env: baseEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  stopServer = () => (server.kill('SIGTERM'), exited);
  sendUrl = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const url = /listening on (\S+)/.exec(stderr)?.[1];
      if (url !== undefined && stderr.includes('Send a message:')) resolve(url);
    });
    void exited.then(() => reject(new Error(`the server exited: ${stderr}`)));
  });
}, 30_000);
afterAll(async () => {
  expect(await stopServer()).toBe(0);
  await rm(directory, { recursive: true, force: true });
});

/** Sends one message to `to` through the running server; its id. */
async function send(to: string, expirationDateTime?: string): Promise<string> {
  const body = { organizationId: ORGANIZATION, messages: [{ to, from: 'demo_agent', ...(expirationDateTime === undefined ? {} : { expirationDateTime }), contentMessage: { text: `Hello ${to}` } }] };
  const reply = await fetch(sendUrl, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(reply.status).toBe(202);
  return ((await reply.json()) as { messages: Array<{ id: string }> }).messages[0]?.id as string;
}

describe('rcs-send-server export and backup, while the server runs', () => {
  it('should export each accepted message as one JSON line with its canonical message, its expiry and current state', async () => {
    const ids = [await send('+351 912 345 678'), await send('351912345679', '2030-01-31T10:00:00.250+01:00')];
    const exported = await run(['export', '--config', 'rcs-send.json'], directory);
    expect(exported).toMatchObject({ code: 0, stderr: '' });
    const lines = exported.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line['id'])).toEqual(ids);
    expect(lines[0]).toEqual({
      id: ids[0],
      organizationId: ORGANIZATION,
      principalId: 'demo',
      index: 0,
      acceptedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      expiresAt: null,
      message: { to: '351912345678', from: 'demo_agent', contentMessage: { text: 'Hello +351 912 345 678' } },
      state: 'ACCEPTED',
    });
    expect(Object.keys(lines[0] ?? {})).toEqual(['id', 'organizationId', 'principalId', 'index', 'acceptedAt', 'expiresAt', 'message', 'state']); // the README's order
    expect(lines[1]?.['expiresAt']).toBe(Date.parse('2030-01-31T09:00:00.250Z'));
  });

  it('should back up a consistent copy to a new file, say where and how many messages it holds, and never overwrite a file', async () => {
    const id = await send('351912345670');
    const backup = await run(['backup', 'copy.db', '--config', 'rcs-send.json'], directory);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    const count = (await run(['export', '--config', 'rcs-send.json'], directory)).stdout.trimEnd().split('\n').length;
    expect(backup.stdout).toBe(`wrote ${join(directory, 'copy.db')}: a consistent copy of ${join(directory, 'messages.db')} holding ${count} messages\n`);
    const copy = openSqliteStore({ path: join(directory, 'copy.db'), readonly: true });
    const copied = [...copy.exportMessages()];
    await copy.close();
    expect(copied).toHaveLength(count);
    expect(copied.at(-1)).toMatchObject({ id, queued: true, status: { state: 'ACCEPTED' } });

    const again = await run(['backup', 'copy.db', '--config', 'rcs-send.json'], directory);
    expect(again).toEqual({ code: 1, stdout: '', stderr: `rcs-send-server: ${join(directory, 'copy.db')} already exists: backup writes a new file and never overwrites one\n` });
  });
});

describe('rcs-send-server export and backup, refusing', () => {
  it('should say there is no database where none is, in one line with exit code 1', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'rcs-send-commands-empty-'));
    try {
      const exported = await run(['export'], empty);
      expect(exported).toEqual({ code: 1, stdout: '', stderr: `rcs-send-server: no database at ${join(empty, 'rcs-send.db')} (RCS_SEND_DB or "database" in --config name it; the server creates it when it starts)\n` });
      expect((await run(['backup', 'copy.db'], empty)).stderr).toBe(exported.stderr);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('should refuse a backup into a folder that does not exist, a Redis configuration, and a file that is no database', async () => {
    const missing = await run(['backup', join(directory, 'no-such-folder', 'copy.db'), '--config', 'rcs-send.json'], directory);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(new RegExp(`^rcs-send-server: cannot write the backup to ${join(directory, 'no-such-folder', 'copy.db')}: [^\\n]+\\n$`));

    const redis = await run(['export'], directory, { RCS_SEND_REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(redis).toEqual({ code: 1, stdout: '', stderr: expect.stringMatching(/^rcs-send-server: export reads the embedded database only, and RCS_SEND_REDIS_URL \(redisUrl\) puts this server's messages in Redis[^\n]*\n$/) });

    await writeFile(join(directory, 'notes.db'), 'not a database at all, only some text '.repeat(200));
    const garbage = await run(['export'], directory, { RCS_SEND_DB: 'notes.db' });
    expect(garbage).toEqual({ code: 1, stdout: '', stderr: `rcs-send-server: cannot read the database at ${join(directory, 'notes.db')}: file is not a database\n` });
  });

  it('should refuse a worker without Redis, and one on Redis that would deliver nothing, with exit code 2 and one line', async () => {
    expect(await run(['worker'], directory, { RCS_SEND_DELIVERY: 'emulator' })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'rcs-send-server: a worker serves a fleet on Redis: set RCS_SEND_REDIS_URL (or redisUrl); on one machine the server delivers its messages itself\n',
    });
    expect(await run(['worker'], directory, { RCS_SEND_REDIS_URL: 'redis://127.0.0.1:1' })).toEqual({ code: 2, stdout: '', stderr: 'rcs-send-server: a worker needs a delivery: RCS_SEND_DELIVERY=rbm (or emulator)\n' });
    for (const port of ['65536', '-1', 'http']) {
      expect(await run(['worker'], directory, { RCS_SEND_REDIS_URL: 'redis://127.0.0.1:1', RCS_SEND_DELIVERY: 'emulator', RCS_SEND_WORKER_PROBE_PORT: port })).toEqual({ code: 2, stdout: '', stderr: 'rcs-send-server: RCS_SEND_WORKER_PROBE_PORT must be a TCP port, 0 to 65535\n' });
    }
  });
});
