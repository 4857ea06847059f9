// The rcs-send-server bin (built), as `pnpm start` runs it: starts on loopback with a demo tenant,
// prints a curl that works, delivers the message to its RBM emulator and records the emulator's
// DELIVERED and READ, logs JSON lines, stops cleanly on SIGTERM.
import { execFile, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '@rcs-send/sqlite';
import { SERVER_BIN } from '../support/builtBins';

const repo = join(import.meta.dirname, '..', '..');
const DEMO_ORGANIZATION = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-bin-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('rcs-send-server', () => {
  it('should start, accept the printed curl, log it, its SENT, DELIVERED and READ, and stop on SIGTERM', async () => {
    const database = join(directory, 'rcs-send.db');
    const env = { ...process.env, RCS_SEND_PORT: '0', RCS_SEND_DB: database, NODE_OPTIONS: '' };
    const child = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (/-d '.*'\n/.test(stderr)) resolve();
      });
      void exited.then(() => reject(new Error(`exited early: ${stderr}`)));
    });
    const key = /API key:\s+(\S+)/.exec(stderr)?.[1];
    expect(key).toMatch(/^rcs_demo_[0-9a-f]{32}$/);
    expect(stderr).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\/v1\.2\/rcs\/send/);

    const curl = stderr.slice(stderr.indexOf('curl ')).split('\n\n')[0] ?? ''; // the lines after it are not part of it
    const { stdout: answer } = await promisify(execFile)('sh', ['-c', curl.replace(/\\\n/g, ' ')]);
    const [head = '', text = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 202 /); // the printed curl shows the status (-i)
    const body = JSON.parse(text) as { error: null; messages: Array<{ status: string; id: string }> };
    expect(body.error).toBeNull();
    expect(body.messages[0]?.status).toBe('ACCEPTED');
    expect(stderr).toMatch(/ {2}delivery:\s+the RBM emulator at http:\/\/127\.0\.0\.1:\d+\//);
    const eventPosts = (): number => stdout.split('"path":"/v1.2/rbm/events"').length - 1; // the emulator posts DELIVERED, then READ
    for (let i = 0; i < 500 && eventPosts() < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const allLines = stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(allLines.filter((line) => line['event'] === 'sms-link')).toMatchObject([{ state: 'BOUND' }]); // to the SMSC simulator, once: its close at the shutdown is no loss
    const logLines = allLines.filter((line) => line['event'] !== 'sms-link'); // the bind's line comes whenever the bind does
    expect(logLines.map((line) => line['event'])).toEqual(['tenant-change', 'tenant-change', 'listening', 'request', 'delivery', 'delivery', 'request', 'delivery', 'request', 'shutdown', 'tenant-change']);
    expect(logLines.slice(0, 2)).toMatchObject([{ actor: 'configuration', change: 'add-org' }, { actor: 'run', change: 'add-key' }]); // the fresh database takes the demo tenant, then the run's key
    expect(logLines.at(-1)).toMatchObject({ actor: 'run', change: 'revoke-key', prefix: logLines[1]?.['prefix'] }); // the key printed ends with its run
    expect(logLines[3]).toMatchObject({ status: 202, accepted: 1 });
    const states = logLines.filter((line) => line['event'] === 'delivery');
    expect(states.map((line) => [line['id'], line['state']])).toEqual(['SENT', 'DELIVERED', 'READ'].map((state) => [body.messages[0]?.id, state]));
    expect(states[0]).toMatchObject({ attempts: 1 });
    expect(logLines.filter((line) => line['path'] === '/v1.2/rbm/events').map((line) => line['status'])).toEqual([200, 200]);
    expect(stdout).not.toContain(key);
    const stored = openSqliteStore({ path: database, readonly: true });
    expect([...stored.exportMessages()].map(({ id, queued, status }) => ({ id, queued, state: status?.state }))).toEqual([{ id: body.messages[0]?.id, queued: false, state: 'READ' }]);
    expect((await stored.tenants.keysOf(DEMO_ORGANIZATION)).map((kept) => ({ prefix: kept.prefix, revoked: kept.revokedAt !== null }))).toEqual([{ prefix: logLines[1]?.['prefix'], revoked: true }]);
    await stored.close();
  });

  it('should stop cleanly on a SIGTERM sent the moment its banner is read: its signal handlers come first', async () => {
    const env = { ...process.env, RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'prompt-stop.db'), RCS_SEND_DELIVERY: 'off', RCS_SEND_PLAYGROUND: 'off', NODE_OPTIONS: '' };
    const child = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<[number | null, string | null]>((resolve) => child.on('exit', (code, signal) => resolve([code, signal])));
    let banner = '';
    child.stderr.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (/-d '.*'\n/.test(banner)) child.kill('SIGTERM');
    });
    expect(await exited).toEqual([0, null]);
  });

  it('should store no key for a run that cannot listen: its port busy, it exits 2 having added none', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const database = join(directory, 'busy-port.db');
    const env = { ...process.env, RCS_SEND_PORT: String((busy.address() as AddressInfo).port), RCS_SEND_DB: database, RCS_SEND_DELIVERY: 'off', NODE_OPTIONS: '' };
    const child = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    busy.close();
    expect(code).toBe(2);
    expect(stderr).toContain('EADDRINUSE');
    const stored = openSqliteStore({ path: database, readonly: true });
    expect(await stored.tenants.organization(DEMO_ORGANIZATION)).toBeDefined(); // the configuration came in
    expect(await stored.tenants.keysOf(DEMO_ORGANIZATION)).toEqual([]); // but no key of a run that never served
    await stored.close();
  });

  it('should refuse a database it cannot open with exit code 2, naming the file and why', async () => {
    const env = { ...process.env, RCS_SEND_PORT: '0', RCS_SEND_DB: join(directory, 'no-such-folder', 'rcs-send.db'), NODE_OPTIONS: '' };
    const child = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))).toBe(2);
    expect(stderr).toBe(`rcs-send-server: cannot open the database ${join(directory, 'no-such-folder', 'rcs-send.db')}: Cannot open database because the directory does not exist\n`);
  });

  it.each([
    ['an unknown key in the file', { prot: 8080 }, {}, 'the configuration has an unknown setting "prot"'],
    ['a port out of range', { port: 70000 }, {}, 'port must be an integer from 0 to 65535'],
    ['a timeout of 0', {}, { RCS_SEND_HEADERS_TIMEOUT: '0' }, 'RCS_SEND_HEADERS_TIMEOUT must be an integer from 100 to 3600000'],
    ['a negative balance', {}, { RCS_SEND_BALANCE: '-5' }, 'RCS_SEND_BALANCE must be an integer from 0 to'],
    ['a request timeout under the headers timeout', { headersTimeout: 5000, requestTimeout: 1000 }, {}, 'requestTimeout (1000 ms) must be at least headersTimeout (5000 ms)'],
    ['the outbox of the file, replaced by the database', { outbox: 'rcs-send-outbox.ndjson' }, {}, `the configuration's "outbox" was replaced by "database" (the embedded SQLite database`],
    ['RCS_SEND_OUTBOX, replaced by RCS_SEND_DB', {}, { RCS_SEND_OUTBOX: 'rcs-send-outbox.ndjson' }, 'RCS_SEND_OUTBOX was replaced by RCS_SEND_DB (the embedded SQLite database'],
  ])('should refuse %s with exit code 2 and a sentence naming the setting', async (_, file, variables, sentence) => {
    const configPath = join(directory, 'bad.json');
    await writeFile(configPath, JSON.stringify(file));
    const env = { ...process.env, RCS_SEND_PORT: '0', RCS_SEND_CONFIG: configPath, NODE_OPTIONS: '', ...variables };
    const child = spawn(process.execPath, [SERVER_BIN], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(2);
    expect(stderr).toContain(`rcs-send-server: ${sentence}`);
  });
});
