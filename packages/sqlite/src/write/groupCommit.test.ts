import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@rcs-send/service';
import { accepted, ORG, OTHER_ORG } from '../../test-support/messages';
import { newStore, testFolder } from '../../test-support/storeFixtures';
import { _openDatabase } from '../database/openDatabase';
import { _groupCommit } from './groupCommit';

const folder = testFolder();

describe('group commit', () => {
  it('should store the submits of one event-loop turn in one transaction, and each later turn in its own', async () => {
    const store = newStore();
    await Promise.all(Array.from({ length: 200 }, () => store.submit.submit(accepted())));
    expect(store.stats()).toEqual({ commits: 1, messages: 200 });
    await store.submit.submit(accepted());
    await store.submit.submit(accepted());
    expect(store.stats()).toEqual({ commits: 3, messages: 202 });
  });

  it('should commit an Idempotency-Key, a state change, a seen key and an acknowledgement made in the same turn with the submits', async () => {
    const store = newStore();
    const first = accepted();
    await store.submit.submit(first);
    const [entry] = await store.queue.read(1);
    await store.idempotency.claim('acme', 'k', 'f');
    const before = store.stats().commits;
    await Promise.all([
      store.submit.submit(accepted()),
      store.idempotency.complete('acme', 'k', errorResponse('INSUFFICIENT_BALANCE')),
      store.states.advance({ id: first.id, state: 'SENT', at: '2026-01-15T10:00:01.000Z' }),
      store.seen.firstSeen('event'),
      store.queue.ack(entry!.ackId),
    ]);
    expect(store.stats().commits).toBe(before + 1);
  });

  it('should reject every submit of a transaction that fails, write none of them and debit nothing, naming no content', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10, [OTHER_ORG]: 10 });
    // Another connection adds a trigger that fails the insert of OTHER_ORG's messages, mid-transaction.
    const saboteur = new Database(store.path);
    saboteur.exec(`CREATE TRIGGER refuse BEFORE INSERT ON messages WHEN NEW.organization_id = '${OTHER_ORG}' BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    const batch = [accepted(), accepted(), accepted({ organizationId: OTHER_ORG }), accepted()];
    const results = await Promise.allSettled(batch.map((message) => store.submit.submit(message)));
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: { name: 'SqliteStoreError', code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'sqlite store unavailable during submit' } });
    }
    expect([...store.exportMessages()]).toEqual([]);
    expect(await store.states.get(batch[0]!.id)).toBeUndefined();
    expect(store.balance.balanceOf(ORG)).toBe(10);
    expect(store.balance.balanceOf(OTHER_ORG)).toBe(10);
    saboteur.exec('DROP TRIGGER refuse');
    saboteur.close();
    await store.submit.submit(batch[0]!);
    expect(store.balance.balanceOf(ORG)).toBe(9);
  });

  it('should reject alone a message whose id is already stored, debiting it nothing', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10 });
    const message = accepted();
    await store.submit.submit(message);
    const results = await Promise.allSettled([store.submit.submit({ ...message, index: 9 }), store.submit.submit(accepted())]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ reason: { message: 'a message with this id is already stored' } });
    expect(store.balance.balanceOf(ORG)).toBe(8);
    expect([...store.exportMessages()].find((exported) => exported.id === message.id)?.index).toBe(message.index);
  });
});

describe('group commit, durable off the event loop', () => {
  /** A log flush the test finishes by hand, counting the flushes asked for. */
  const manualWal = () => {
    const waiting: Array<(error: Error | null) => void> = [];
    const wal = {
      syncs: 0,
      syncedNow: 0,
      sync(done: (error: Error | null) => void) {
        wal.syncs += 1;
        waiting.push(done);
      },
      syncNow() {
        wal.syncedNow += 1;
      },
      close: () => undefined,
      finish: (error: Error | null = null) => waiting.shift()?.(error),
    };
    return wal;
  };
  const table = () => {
    const db = _openDatabase(folder.file(`wal-${Math.random().toString(36).slice(2)}.db`), false);
    db.exec('CREATE TABLE t (v INTEGER)');
    return db;
  };
  /** One turn of the event loop: the group commit flushes what was written in the last. */
  const turn = (): Promise<unknown> => new Promise((resolve) => setImmediate(resolve));
  const settled = async (promise: Promise<unknown>): Promise<boolean> => {
    let done = false;
    void promise.then(() => (done = true), () => (done = true));
    await turn();
    return done;
  };
  /** A group commit over a fresh table whose log flushes the test finishes (waiting `lockWaitMs` at most for another connection's write lock), and an insert into it. */
  const pipeline = (lockWaitMs?: number) => {
    const db = table();
    const wal = manualWal();
    const insert = db.prepare('INSERT INTO t VALUES (1)');
    const commit = _groupCommit(db, wal, [], lockWaitMs);
    return { db, wal, commit, insert: () => commit.write('insert', () => insert.run()) };
  };

  it('should commit at once but resolve a write only once its log is flushed, mirroring it in memory at the commit', async () => {
    const { db, wal, commit } = pipeline();
    const mirrored: number[] = [];
    const write = commit.write('insert', () => db.prepare('INSERT INTO t VALUES (1)').run().changes, (changes) => mirrored.push(changes));
    expect(await settled(write)).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 }); // committed: visible
    expect(mirrored).toEqual([1]);
    wal.finish();
    await expect(write).resolves.toBe(1);
    db.close();
  });

  it('should share one flush among the commits made while another flush runs, never two flushes at once', async () => {
    const { db, wal, commit, insert } = pipeline();
    const first = insert();
    await turn();
    const later = [insert(), insert(), insert()];
    await turn();
    const last = insert(); // a third commit, still while the first flush runs
    await turn();
    expect({ commits: commit.commits, syncs: wal.syncs }).toEqual({ commits: 3, syncs: 1 });
    wal.finish();
    await first;
    expect(wal.syncs).toBe(2); // the second and third commits, together
    expect(await settled(Promise.all([...later, last]))).toBe(false);
    wal.finish();
    await Promise.all([...later, last]);
    db.close();
  });

  it('should fail the writes a failed flush left behind and every later write, writing nothing more', async () => {
    const { db, wal, insert } = pipeline();
    const first = insert();
    await turn();
    const second = insert();
    await turn();
    wal.finish(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    await expect(first).rejects.toMatchObject({ name: 'SqliteStoreError', message: 'sqlite store unavailable during insert' });
    await expect(second).rejects.toMatchObject({ name: 'SqliteStoreError' });
    await expect(insert()).rejects.toMatchObject({ name: 'SqliteStoreError' });
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 }); // the third never ran
    db.close();
  });

  it('should say writes are failing from a transaction the disk refuses until one commits again, and say the log is lost after a failed flush', async () => {
    const { db, wal, commit } = pipeline();
    const big = db.prepare('INSERT INTO t VALUES (zeroblob(64 * 1024))');
    expect(commit.health()).toBe('ok');
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`); // the disk is full
    await expect(commit.write('insert', () => big.run())).rejects.toMatchObject({ name: 'SqliteStoreError', code: 'SQLITE_FULL' });
    expect(commit.health()).toBe('writes failing: SQLITE_FULL');
    await expect(commit.write('insert', () => big.run())).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    expect(commit.health()).toBe('writes failing: SQLITE_FULL');
    db.pragma('max_page_count = 1073741823'); // room again
    const written = commit.write('insert', () => big.run());
    await turn();
    expect(commit.health()).toBe('ok'); // committed: the disk takes writes
    wal.finish(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    await expect(written).rejects.toMatchObject({ name: 'SqliteStoreError' });
    expect(commit.health()).toBe('log lost');
    db.close();
  });

  it('should wait for another connection\'s write lock on a timer, the event loop turning, and commit with the writes queued meanwhile once it is let go', async () => {
    const { db, wal, commit, insert } = pipeline();
    const other = new Database(db.name);
    other.exec('BEGIN IMMEDIATE'); // another process holds the write lock
    const first = insert();
    await turn(); // the flush found the lock taken and returned: this turn came
    expect(await settled(first)).toBe(false);
    expect(commit.health()).toBe('write lock held by another process');
    const second = insert();
    await turn();
    other.exec('COMMIT');
    while (commit.commits === 0) await new Promise((resolve) => setTimeout(resolve, 5)); // the next try
    expect(commit.commits).toBe(1);
    wal.finish();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    other.close();
    db.close();
  });

  it('should fail the writes waiting for another connection\'s write lock with SQLITE_BUSY once it was held past the wait, writing none, and commit the next once it is let go', async () => {
    const { db, wal, commit, insert } = pipeline(50);
    const other = new Database(db.name);
    other.exec('BEGIN IMMEDIATE');
    expect(commit.health()).toBe('ok'); // no group found the lock taken yet
    await expect(insert()).rejects.toMatchObject({ name: 'SqliteStoreError', code: 'SQLITE_BUSY' });
    expect([commit.health(), commit.health()]).toEqual(['write lock held by another process', 'write lock held by another process']);
    other.exec('COMMIT');
    expect(commit.health()).toBe('ok'); // let go: said at once, before any write commits
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
    const next = insert();
    await turn();
    wal.finish();
    await expect(next).resolves.toBeDefined();
    other.close();
    db.close();
  });

  it('should flush the log at once on close and resolve every write waiting for it', async () => {
    const { db, wal, commit, insert } = pipeline();
    const first = insert();
    await turn();
    const queued = insert(); // not even committed yet
    commit.close();
    expect(wal.syncedNow).toBe(1);
    await expect(Promise.all([first, queued])).resolves.toHaveLength(2);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
    wal.finish(); // the flush that was running ends after the close: nothing changes
    await expect(insert()).rejects.toMatchObject({ code: 'CLOSED' });
    db.close();
  });

  it('should commit a group with synchronous = NORMAL (its flush follows) and leave the connection at FULL for every other write', async () => {
    const { db, wal, commit } = pipeline();
    const write = commit.write('insert', () => db.pragma('synchronous', { simple: true }));
    await turn();
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    wal.finish();
    await expect(write).resolves.toBe(1);
    db.close();
  });
});
