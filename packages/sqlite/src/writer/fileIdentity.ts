import { statSync } from 'node:fs';

/** A file as it was when a store opened it, to tell whether its path still leads to it. @internal */
export interface _FileIdentity {
  /** The path. */
  readonly path: string;
  /** True while the path leads to the same file (same device and inode): false once it was deleted, moved away or replaced. */
  atItsPath(): boolean;
}

/**
 * The identity of the file at `path` now. A file deleted under an open connection stays
 * writable through its descriptor, so what is written after that is lost with it: a store
 * compares before it commits.
 *
 * @internal
 */
export function _fileIdentity(path: string): _FileIdentity {
  const opened = statSync(path);
  return {
    path,
    atItsPath() {
      const now = statSync(path, { throwIfNoEntry: false });
      return now !== undefined && now.ino === opened.ino && now.dev === opened.dev;
    },
  };
}
