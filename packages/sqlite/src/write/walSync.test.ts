import { existsSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../../test-support/storeFixtures';
import { _openDatabase } from '../database/openDatabase';
import { _walSync } from './walSync';

const folder = testFolder();
const synced = (sync: ReturnType<typeof _walSync>): Promise<Error | null> => new Promise((resolve) => sync.sync(resolve));

describe('the log flush', () => {
  it("should flush a writer's WAL file, again and again, and blocking on demand", async () => {
    const db = _openDatabase(folder.file('flushed.db'), false);
    db.exec('CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1)');
    expect(existsSync(`${db.name}-wal`)).toBe(true);
    const wal = _walSync(db);
    expect(await synced(wal)).toBeNull();
    expect(await synced(wal)).toBeNull();
    expect(() => wal.syncNow()).not.toThrow();
    wal.close();
    db.close();
  });

  it('should report a log it cannot open as a failed flush, never throw', async () => {
    const db = _openDatabase(folder.file('gone.db'), false);
    db.exec('CREATE TABLE t (v INTEGER)');
    db.close(); // the last connection's close removes the WAL file
    rmSync(`${db.name}-wal`, { force: true });
    const error = await synced(_walSync(db));
    expect(error).toMatchObject({ code: 'ENOENT' });
  });

  it('should have nothing to flush for a database in memory', async () => {
    const db = new Database(':memory:');
    expect(await synced(_walSync(db))).toBeNull();
    db.close();
  });
});
