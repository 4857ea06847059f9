import { describe, expect, it } from 'vitest';
import { testFolder } from '../../test-support/storeFixtures';
import { _openDatabase } from './openDatabase';

const folder = testFolder();

describe('the database file as the store opens it', () => {
  it('should keep a page cache of at most 2 MB on the writer and on a reader, not the 16 MB better-sqlite3 sets', () => {
    const path = folder.file('cache.db');
    const writer = _openDatabase(path, false);
    const reader = _openDatabase(path, true);
    try {
      // A negative cache_size is a size in KiB; better-sqlite3 is built with -16000.
      expect(writer.pragma('cache_size', { simple: true })).toBe(-2000);
      expect(reader.pragma('cache_size', { simple: true })).toBe(-2000);
    } finally {
      reader.close();
      writer.close();
    }
  });

  it('should write in WAL mode, commit with synchronous = FULL outside the group commit and keep its savepoints\' journals in memory', () => {
    const db = _openDatabase(folder.file('modes.db'), false);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('temp_store', { simple: true })).toBe(2); // MEMORY: a batch's sub-journal never spills to a file
    } finally {
      db.close();
    }
  });
});
