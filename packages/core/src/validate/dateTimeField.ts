import type { _Field } from '../fields/field';
import { _parseDateTime } from '../rules/datetime/parseDateTime';
import type { _Context } from './context';
import { _stringField } from './fields';

/**
 * An RFC 3339 date-time field (`DATETIME_INVALID` otherwise). Returns its instant in epoch
 * milliseconds, or NaN when it is absent or not a date-time.
 *
 * @internal
 */
export function _dateTimeField(ctx: _Context, value: unknown, key: string, field: _Field): number {
  const text = _stringField(ctx, value, key, field);
  if (text === undefined || text.length === 0) return NaN;
  const instant = _parseDateTime(text);
  if (Number.isNaN(instant)) ctx.reportField('DATETIME_INVALID', key);
  return instant;
}
