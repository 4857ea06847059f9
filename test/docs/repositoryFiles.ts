import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every file of the repository that git tracks or would track (ignored files left out), as relative paths. */
export function repositoryFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
  return listing.split('\0').filter((path) => path.length > 0);
}

/** The text of a repository file. */
export function readRepositoryFile(path: string): string {
  return readFileSync(new URL(path, `file://${REPOSITORY_ROOT}`), 'utf8');
}
