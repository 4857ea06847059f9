import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { _ReadinessCheck } from './readiness';

/** The part of the store readiness reads. @internal */
export interface _DatabaseLike {
  /** The database file. */
  readonly path: string;
  /** True while the store is open. */
  ready(): boolean;
}

/**
 * `ok` while `store` is open and its file is still at its path (the file opened at start, not
 * moved away or deleted: then what the server commits would be lost with it), else `closed` or
 * `not at its path`. Call it right after opening the store: it notes which file that is.
 *
 * @internal
 */
export function _databaseCheck(store: _DatabaseLike): _ReadinessCheck {
  const opened = statSync(store.path);
  return async () => {
    if (!store.ready()) return 'closed';
    const now = await stat(store.path).catch(() => undefined);
    return now?.ino === opened.ino && now.dev === opened.dev ? 'ok' : 'not at its path';
  };
}
