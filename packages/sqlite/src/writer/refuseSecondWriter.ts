import { DatabaseInUseError } from './databaseInUseError';
import { _writerOf } from './writerRecord';

/** Throws the {@link DatabaseInUseError} of the database at `path`, naming its writer when the database says who it is. @internal */
export function _refuseSecondWriter(path: string): never {
  throw new DatabaseInUseError(path, _writerOf(path));
}
