// The server as shipped at the seams of its database file: a second server on the file a live one
// serves refuses to start (a SIGKILLed one never blocks its own restart); a file (or its WAL)
// deleted under a running server gets no 202 after that; a disk that refuses writes makes the
// server not ready, and ready again once it takes them, with nothing acknowledged lost; another
// process holding the write lock stalls no request but the writes that wait for it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '@rcs-send/sqlite';
import { waitUntil } from '../support/waitUntil';
import { spawnServerBin, startServerBin, type ServerProcess } from './support/serverBin';

const API_KEY = 'rcs_seams_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const ORG_ID = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const SENDER = 'acme_agent';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-seams-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** The environment of a server on `database` with the test's tenant and no delivery. */
const envOn = (database: string): Record<string, string> => ({
  RCS_SEND_PORT: '0',
  RCS_SEND_DB: database,
  RCS_SEND_API_KEY: API_KEY,
  RCS_SEND_ORGANIZATION_ID: ORG_ID,
  RCS_SEND_SENDER: SENDER,
  RCS_SEND_BALANCE: '1000000',
  RCS_SEND_RATE_LIMIT: '0',
  RCS_SEND_DELIVERY: 'off',
  RCS_SEND_PLAYGROUND: 'off',
});

/** One send of one message: its status, Retry-After and accepted id. */
async function send(server: ServerProcess, text: string): Promise<{ status: number; retryAfter: string | null; id: string | undefined }> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body: JSON.stringify({ organizationId: ORG_ID, messages: [{ to: '+351912345678', from: SENDER, contentMessage: { text } }] }),
  });
  const body = (await response.json()) as { messages: Array<{ id?: string }> | null };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), id: body.messages?.[0]?.id };
}

/** What `/readyz` of `server` answers. */
async function readiness(server: ServerProcess): Promise<{ status: number; checks: Record<string, string> }> {
  const response = await fetch(new URL('/readyz', server.url));
  return { status: response.status, checks: ((await response.json()) as { checks: Record<string, string> }).checks };
}

/** Another process holding the write lock of `database` (`BEGIN IMMEDIATE`) until its stdin ends; resolves once it holds it. */
function holdWriteLock(database: string): Promise<ChildProcess> {
  const script = "const db = new (require('better-sqlite3'))(process.argv[1]); db.exec('BEGIN IMMEDIATE'); console.log('held'); process.stdin.on('end', () => db.exec('COMMIT')).resume();";
  const holder = spawn(process.execPath, ['-e', script, database], { cwd: join(import.meta.dirname, '..', '..', 'packages', 'sqlite'), stdio: ['pipe', 'pipe', 'inherit'] }); // the driver resolves from the store's package
  return new Promise((resolve, reject) => {
    holder.stdout?.once('data', () => resolve(holder));
    holder.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
}

/** Stops `server` with SIGTERM; resolves to its exit code. */
async function stop(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

describe('the reference server and its database file', () => {
  it('should refuse a second server on the database a live one serves (exit 2, one sentence), keep the first serving, and restart at once after a SIGKILL', async () => {
    const database = join(directory, 'shared.db');
    const first = await startServerBin(envOn(database));
    let restarted: ServerProcess | undefined;
    try {
      expect((await send(first, 'before')).status).toBe(202);
      const second = spawnServerBin(envOn(database));
      let stderr = '';
      let stdout = '';
      second.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      second.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => second.once('exit', (exitCode) => resolve(exitCode)));
      expect(code).toBe(2);
      expect(stdout).not.toContain('"event":"listening"');
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`rcs-send-server: the database ${database} is already written by process ${first.child.pid} on `);
      expect(lines[0]).toMatch(/ since \d{4}-\d\d-\d\dT[\d:.]+Z: one database serves one server; to run several, give them one Redis \(RCS_SEND_REDIS_URL\), or give each its own database \(RCS_SEND_DB\)$/);
      expect((await send(first, 'after the refusal')).status).toBe(202); // the first never noticed

      first.child.kill('SIGKILL');
      await first.exited;
      restarted = await startServerBin(envOn(database)); // its lock died with it
      expect((await send(restarted, 'after the restart')).status).toBe(202);
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) await stop(first);
      if (restarted !== undefined) expect(await stop(restarted)).toBe(0);
    }
    const store = openSqliteStore({ path: database, readonly: true });
    expect([...store.exportMessages()]).toHaveLength(3);
    await store.close();
  });

  it('should answer 503 with Retry-After, never 202, once its database file is deleted, and say so on /readyz', async () => {
    const database = join(directory, 'deleted.db');
    const server = await startServerBin(envOn(database));
    try {
      expect((await send(server, 'kept')).status).toBe(202);
      await rm(database);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(server, `after the deletion ${i}`)));
      for (const answer of answers) expect(answer).toMatchObject({ status: 503, retryAfter: '1', id: undefined });
      await waitUntil('readiness to say the database is not at its path', 10_000, async () => (await readiness(server)).checks['database'] === 'not at its path');
      expect((await readiness(server)).status).toBe(503);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  });

  it('should answer 503, never 202, once the WAL beside its database is deleted, say so on /readyz, and keep what it acknowledged before across a restart', async () => {
    const database = join(directory, 'wal-deleted.db');
    const server = await startServerBin(envOn(database));
    let restarted: ServerProcess | undefined;
    try {
      const kept = await send(server, 'kept');
      expect(kept.status).toBe(202);
      await rm(`${database}-wal`); // what is committed since the last checkpoint lives there: written on, it would die with the process
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(server, `after the deletion ${i}`)));
      for (const answer of answers) expect(answer).toMatchObject({ status: 503, retryAfter: '1', id: undefined });
      await waitUntil('readiness to say the database is not at its path', 10_000, async () => (await readiness(server)).checks['database'] === 'not at its path');
      expect(await stop(server)).toBe(0);
      restarted = await startServerBin(envOn(database));
      expect((await send(restarted, 'after the restart')).status).toBe(202);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) await stop(server);
      if (restarted !== undefined) expect(await stop(restarted)).toBe(0);
    }
    const store = openSqliteStore({ path: database, readonly: true });
    expect([...store.exportMessages()].map((message) => message.message.contentMessage)).toEqual([{ text: 'kept' }, { text: 'after the restart' }]);
    await store.close();
  });

  it('should keep answering while another process holds the database\'s write lock, and accept the send waiting for it once the lock is let go', async () => {
    const database = join(directory, 'locked.db');
    const server = await startServerBin(envOn(database));
    let holder: ChildProcess | undefined;
    try {
      expect((await send(server, 'before')).status).toBe(202);
      holder = await holdWriteLock(database);
      let settled = false;
      const waiting = send(server, 'while locked').finally(() => (settled = true));
      for (let i = 0; i < 5; i += 1) expect((await fetch(new URL('/healthz', server.url))).status).toBe(200); // one after another: none waits for the send's commit
      expect(settled).toBe(false);
      holder.stdin?.end();
      expect(await waiting).toMatchObject({ status: 202 });
    } finally {
      holder?.kill('SIGKILL'); // its lock dies with it
      expect(await stop(server)).toBe(0);
    }
  });

  it('should say on /readyz that another process holds the write lock a send found taken, and be ready again once it is let go', async () => {
    const database = join(directory, 'held.db');
    const server = await startServerBin(envOn(database));
    let holder: ChildProcess | undefined;
    try {
      expect(await readiness(server)).toEqual({ status: 200, checks: { database: 'ok' } });
      holder = await holdWriteLock(database);
      const waiting = send(server, 'while locked'); // 202 if the lock is let go within its 5 s, else 503: either way, never lost
      await waitUntil('readiness to name the held lock', 15_000, async () => (await readiness(server)).checks['database'] === 'write lock held by another process');
      expect((await readiness(server)).status).toBe(503);
      holder.stdin?.end();
      await waitUntil('readiness to be ok once the lock is let go', 15_000, async () => (await readiness(server)).status === 200);
      const answer = await waiting;
      expect(answer.status === 202 ? answer.retryAfter : [answer.status, answer.retryAfter]).toEqual(answer.status === 202 ? null : [503, expect.any(String)]);
    } finally {
      holder?.kill('SIGKILL');
      expect(await stop(server)).toBe(0);
    }
  });

  it('should be not ready while the disk refuses writes, answer 503 meanwhile, and be ready again once it takes them, losing nothing acknowledged', async () => {
    const database = join(directory, 'full.db');
    const server = await startServerBin(envOn(database), { fileSizeLimit: 2 * 1024 * 1024 }); // the log cannot grow past 2 MiB: a full disk
    const acknowledged: string[] = [];
    try {
      let refused: { status: number; retryAfter: string | null } | undefined;
      await waitUntil('a send refused once the log reached the limit', 60_000, async () => {
        const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(server, `${'x'.repeat(1500)} ${i}`)));
        for (const answer of answers) if (answer.status === 202 && answer.id !== undefined) acknowledged.push(answer.id);
        refused = answers.find((answer) => answer.status !== 202);
        return refused !== undefined;
      });
      expect(refused).toMatchObject({ status: 503, retryAfter: '1' });
      await waitUntil('readiness to say writes are failing', 10_000, async () => (await readiness(server)).checks['database']?.startsWith('writes failing: SQLITE_') === true);
      expect((await readiness(server)).status).toBe(503);

      expect(spawnSync('prlimit', ['--pid', String(server.child.pid), '--fsize=unlimited:unlimited']).status).toBe(0); // space again
      await waitUntil('readiness to say ready once the disk takes writes again', 10_000, async () => (await readiness(server)).status === 200);
      const after = await send(server, 'after the disk came back');
      expect(after.status).toBe(202);
      acknowledged.push(after.id as string);
    } finally {
      expect(await stop(server)).toBe(0);
    }
    const store = openSqliteStore({ path: database, readonly: true });
    const stored = new Set([...store.exportMessages()].map((message) => message.id));
    await store.close();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
