import { createWriteStream, openSync, type WriteStream } from 'node:fs';
import { UsageError } from '../io';

/** Why a path cannot be written, by the code of the error of opening it. */
const REASONS: Readonly<Record<string, string>> = {
  EISDIR: 'it is a folder; give a file path',
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EACCES: 'permission denied',
  EROFS: 'a read-only file system',
};

/**
 * Opens (creates or truncates) the file at `path`, given by `option`, for writing now: a path
 * that cannot be written (a folder, a missing folder, no permission) is then a usage error in one
 * line before any request is sent, never a lost run at its end.
 */
export function openOutputFile(path: string, option: string): WriteStream {
  try {
    return createWriteStream('', { fd: openSync(path, 'w') });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new UsageError(`${option} ${path}: cannot write the file (${REASONS[code] ?? code})`);
  }
}
