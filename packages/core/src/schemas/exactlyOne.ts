import * as v from 'valibot';
import type { ErrorCode } from '../catalogue/catalogue';
import { _countPresent } from './json';
import { _record } from './strictObject';

/**
 * The rule "exactly one of `keys`" over an object's fields, at the object's path: `missing`
 * when none is present, `multiple` when several are. Presence decides, not validity: a
 * present key counts even when its value is invalid (and that value is still validated).
 *
 * @internal
 */
export function _exactlyOne(keys: readonly string[], missing: ErrorCode, multiple: ErrorCode) {
  return v.pipe(
    _record(),
    v.check((input) => _countPresent(input, keys) > 0, missing),
    v.check((input) => _countPresent(input, keys) < 2, multiple),
  );
}
