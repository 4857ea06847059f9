// A scratch directory that a command printed for the repository's root runs in as pasted
// (`pnpm --silent rcs-send check ...`): the root's package.json (its scripts), node_modules (tsx)
// and packages/ (the CLI's sources) linked in, so that what the command writes (its failures
// file, a database) stays out of the repository.
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..', '..');

/** Links into `directory` what the root scripts of the repository need to run there. */
export async function linkRepositoryRoot(directory: string): Promise<void> {
  for (const name of ['package.json', 'node_modules', 'packages']) await symlink(join(repo, name), join(directory, name));
}
