// What the READMEs' commands write into a clone (each profile's database, a backup, an export)
// is ignored by git, so that following them leaves `git status` clean.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './repositoryFiles';

/** The files `pnpm start`, `--profile qa`, `backup` and `export > messages.ndjson` write, as the READMEs run them. */
const WRITTEN = ['rcs-send.db', 'rcs-send.db-wal', 'rcs-send.db-shm', 'rcs-send-qa.db', 'rcs-send-qa.db-wal', 'backups/rcs-send-2026-11-25.db', 'messages.ndjson'];

/** True when git ignores `path` (which need not exist). */
function ignored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', path], { cwd: REPOSITORY_ROOT });
    return true;
  } catch {
    return false;
  }
}

describe('the files the READMEs write into a clone', () => {
  it('should be ignored by git, each of them', () => {
    expect(WRITTEN.filter((path) => !ignored(path))).toEqual([]);
  });

  it('should not hide the repository\'s own files', () => {
    expect(['README.md', 'packages/server/src/bin.ts', 'schemas/examples/invalid/boundaries.ndjson'].filter(ignored)).toEqual([]);
  });
});
