import type { ErrorCode } from '../catalogue/catalogue';
import type { _TableField } from './fieldTable';

/**
 * One field of the table as the validators read it: the table's field, its length limit's code
 * a code of the catalogue. Passing a field of the table where a `_Field` is expected is what
 * checks the table's codes against the catalogue.
 *
 * @internal
 */
export interface _Field extends Omit<_TableField, 'maxChars'> {
  /** The length limit of a string field that has one. */
  readonly maxChars?: { readonly limit: string; readonly max: number; readonly tooLong: ErrorCode };
}
