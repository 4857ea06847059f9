import { renameSync, rmSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@rcs-send/service';
import { accepted, ORG, OTHER_ORG } from '../../test-support/messages';
import { databaseOfVersion, storeOldMessage } from '../../test-support/oldStores';
import { newStore, reopen, testFolder } from '../../test-support/storeFixtures';
import { _SCHEMA_VERSION } from '../database/schema';
import { SqliteStoreError } from '../errors/sqliteStoreError';
import { openSqliteStore } from './openSqliteStore';

const folder = testFolder();

describe('openSqliteStore', () => {
  it('should keep, across a close and reopen, the messages still queued, states, balances (a reseed refills nothing) and completed Idempotency-Keys', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10 });
    const messages = [accepted(), accepted(), accepted()];
    const reservation = await store.balance.reserve(ORG, 3);
    await Promise.all(messages.map((message) => store.submit.submit(message)));
    await store.balance.commit(reservation!, 3);
    await store.states.advance({ id: messages[0]!.id, state: 'SENT', at: '2026-01-15T10:00:01.000Z', attempts: 1 });
    await store.idempotency.claim('acme', 'key-1', 'f');
    await store.idempotency.complete('acme', 'key-1', errorResponse('INSUFFICIENT_BALANCE'));
    const [entry] = await store.queue.read(1);
    await store.queue.ack(entry!.ackId);
    await store.close();

    const again = reopen(store.path);
    again.seedBalances({ [ORG]: 10, [OTHER_ORG]: 4 });
    expect(again.balance.balanceOf(ORG)).toBe(7);
    expect(again.balance.balanceOf(OTHER_ORG)).toBe(4);
    expect((await again.queue.read(10)).map((queued) => queued.message)).toEqual(messages.slice(1));
    expect(await again.states.get(messages[0]!.id)).toMatchObject({ state: 'SENT', organizationId: ORG, attempts: 1 });
    expect(await again.states.get(messages[2]!.id)).toStrictEqual({ id: messages[2]!.id, state: 'ACCEPTED', at: messages[2]!.acceptedAt, organizationId: ORG, to: messages[2]!.message.to, from: messages[2]!.message.from, history: [{ state: 'ACCEPTED', at: messages[2]!.acceptedAt }] });
    expect(await again.idempotency.claim('acme', 'key-1', 'f')).toEqual({ state: 'replay', response: errorResponse('INSUFFICIENT_BALANCE') });
    await again.close();
  });

  it('should commit what is pending when closed, then refuse every call with code CLOSED', async () => {
    const store = newStore();
    const message = accepted();
    const submitted = store.submit.submit(message);
    expect(store.ready()).toBe(true);
    await store.close();
    await submitted;
    expect(store.ready()).toBe(false);
    const refusals = [store.submit.submit(accepted()), store.states.get(message.id), store.queue.read(1), store.balance.reserve(ORG, 1), store.seen.firstSeen('k'), store.backup(folder.file('never.db'))];
    for (const refusal of await Promise.allSettled(refusals)) expect(refusal).toMatchObject({ status: 'rejected', reason: { name: 'SqliteStoreError', code: 'CLOSED' } });
    expect(() => store.sweep()).toThrow(SqliteStoreError);
    const again = reopen(store.path);
    expect([...again.exportMessages()].map((exported) => exported.id)).toEqual([message.id]);
  });

  it('should refuse every write while its database, WAL or lock file is not at its path, say so in its health, and take writes again once the same file is back', async () => {
    const store = newStore();
    await store.submit.submit(accepted());
    expect(await store.health()).toBe('ok');
    for (const file of [store.path, `${store.path}-wal`, `${store.path}-writer`]) {
      renameSync(file, `${file}.moved`);
      await expect(store.submit.submit(accepted())).rejects.toMatchObject({ name: 'SqliteStoreError', code: 'NOT_AT_ITS_PATH', retryAfterSeconds: 1 });
      await expect(store.states.advance({ id: 'x', state: 'SENT', at: '2026-01-15T10:00:01.000Z' })).rejects.toMatchObject({ code: 'NOT_AT_ITS_PATH' });
      expect(await store.health()).toBe('not at its path');
      writeFileSync(file, ''); // another file at the path is not the one the store writes
      expect(await store.health()).toBe('not at its path');
      await expect(store.submit.submit(accepted())).rejects.toMatchObject({ code: 'NOT_AT_ITS_PATH' });
      rmSync(file);
      renameSync(`${file}.moved`, file);
      expect(await store.health()).toBe('ok');
      await store.submit.submit(accepted());
    }
    expect([...store.exportMessages()]).toHaveLength(4);
    await store.close();
    expect(await store.health()).toBe('closed');
  });

  it('should let a read-only store see what the writer committed and back it up, and refuse its writes', async () => {
    const writer = newStore();
    const message = accepted();
    await writer.submit.submit(message);
    const reader = openSqliteStore({ path: writer.path, readonly: true });
    expect([...reader.exportMessages()].map((exported) => exported.id)).toEqual([message.id]);
    const later = accepted();
    await writer.submit.submit(later);
    expect([...reader.exportMessages()].map((exported) => exported.id)).toEqual([message.id, later.id]);
    await reader.backup(folder.file('from-reader.db'));
    const copy = openSqliteStore({ path: folder.file('from-reader.db'), readonly: true });
    expect([...copy.exportMessages()].map((exported) => exported.id)).toEqual([message.id, later.id]);
    await copy.close();
    await expect(reader.submit.submit(accepted())).rejects.toMatchObject({ name: 'SqliteStoreError', code: 'SQLITE_READONLY' });
    expect(() => reader.seedBalances({ [ORG]: 1 })).toThrow(expect.objectContaining({ code: 'SQLITE_READONLY' }));
    await reader.close();
    await writer.close();
  });

  it('should refuse to open read-only a file that does not exist or holds no store, and a store of a newer schema', () => {
    expect(() => openSqliteStore({ path: folder.file('missing.db'), readonly: true })).toThrow();
    new Database(folder.file('empty.db')).close();
    expect(() => openSqliteStore({ path: folder.file('empty.db'), readonly: true })).toThrow('holds no rcs-send store');
    const newer = new Database(folder.file('newer.db'));
    newer.pragma(`user_version = ${_SCHEMA_VERSION + 1}`);
    newer.close();
    expect(() => openSqliteStore({ path: folder.file('newer.db') })).toThrow(`schema version ${_SCHEMA_VERSION + 1}`);
  });

  it('should upgrade a store of schema version 1 (no tenants) when a writer opens it, keeping its messages and balances, and ask a reader to wait for that', async () => {
    const path = folder.file('version-1.db');
    const message = accepted();
    const db = databaseOfVersion(path, 1); // what version 1 left: 5 units seeded, one message stored
    db.prepare('INSERT INTO balances (organization_id, units) VALUES (?, 4)').run(ORG);
    storeOldMessage(db, message, Date.parse(message.acceptedAt));
    db.close();

    expect(() => openSqliteStore({ path, readonly: true })).toThrow('schema version 1: open it once for writing');
    const upgraded = openSqliteStore({ path });
    upgraded.seedBalances({ [ORG]: 100 }); // a restart never refills: the 4 units left are carried into the ledger
    expect(upgraded.balance.balanceOf(ORG)).toBe(4);
    expect([...upgraded.exportMessages()].map(({ id }) => id)).toEqual([message.id]);
    await upgraded.close();
    const reader = new Database(path, { readonly: true });
    expect(reader.pragma('user_version', { simple: true })).toBe(_SCHEMA_VERSION);
    expect(reader.prepare('SELECT units, reason FROM ledger WHERE organization_id = ?').all(ORG)).toEqual([{ units: 4, reason: 'balance before the ledger' }]);
    reader.close();
  });

  it('should back up, while submits go on, a database that opens and holds every message committed before', async () => {
    const store = newStore();
    const before = Array.from({ length: 2000 }, () => accepted());
    await Promise.all(before.map((message) => store.submit.submit(message)));
    const during = Array.from({ length: 50 }, () => accepted());
    const copy = folder.file('backup.db');
    await Promise.all([store.backup(copy), ...during.map((message) => store.submit.submit(message))]);
    const restored = openSqliteStore({ path: copy, readonly: true });
    const ids = new Set([...restored.exportMessages()].map((exported) => exported.id));
    for (const message of before) expect(ids.has(message.id)).toBe(true);
    expect(ids.size).toBeGreaterThanOrEqual(before.length);
    await restored.close();
    await store.close();
  });

  it('should refuse options out of range, naming the option', () => {
    const path = folder.file('options.db');
    expect(() => openSqliteStore({ path: '' })).toThrow(TypeError);
    expect(() => openSqliteStore({ path, retentionMs: 0 })).toThrow('retentionMs');
    expect(() => openSqliteStore({ path, idempotencyTtlMs: 1.5 })).toThrow('idempotencyTtlMs');
    expect(() => openSqliteStore({ path, sweepEveryMs: 2 ** 31 })).toThrow('sweepEveryMs');
    expect(() => openSqliteStore({ path, pollMs: Number.NaN })).toThrow('pollMs');
    expect(() => openSqliteStore({ path, seenTtlMs: -1 })).toThrow('seenTtlMs');
  });
});
