import type { ErrorCode } from '../catalogue/catalogue';
import type { _Field } from '../fields/field';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { SUGGESTION_TYPES, type SuggestionType } from '../limits/enums';
import { _isRecord, _UNREADABLE } from '../rules/json/jsonValue';
import type { Suggestion } from '../types/suggestion';
import type { _Context } from './context';
import { _readSuggestion } from './fieldReaders';
import { _arrayField, _recordField } from './fields';
import { _inspectedLength, _readElement } from './readFields';
import {
  _createCalendarEventAction,
  _dialAction,
  _openUrlAction,
  _reply,
  _shareLocationAction,
  _viewLocationAction,
} from './suggestionTypes';

/** Validates the value of type key number `type` (its index in SUGGESTION_TYPES, walked into already) and wraps it in that key. */
function typed(ctx: _Context, type: number, input: Record<string, unknown>): Suggestion {
  switch (type) {
    case 0:
      return { reply: _reply(ctx, input) };
    case 1:
      return { openUrlAction: _openUrlAction(ctx, input) };
    case 2:
      return { dialAction: _dialAction(ctx, input) };
    case 3:
      return { viewLocationAction: _viewLocationAction(ctx, input) };
    case 4:
      return { shareLocationAction: _shareLocationAction(ctx, input) };
    default:
      return { createCalendarEventAction: _createCalendarEventAction(ctx, input) };
  }
}

/** The suggestion object's fields (its type keys), in the order of SUGGESTION_TYPES. */
const TYPE_FIELDS: readonly _Field[] = SUGGESTION_TYPES.map((type) => _FIELD_TABLE.suggestion[type]);

/** One element of a suggestions array: exactly one type key. Undefined when it has issues. */
function suggestion(ctx: _Context, input: Record<string, unknown>): Suggestion | undefined {
  const before = ctx.issues.length;
  const values = _readSuggestion(ctx, input);
  let count = 0;
  for (let t = 0; t < values.length; t++) if (values[t] !== undefined) count++;
  if (count !== 1) ctx.report(count === 0 ? 'SUGGESTION_TYPE_MISSING' : 'SUGGESTION_TYPE_MULTIPLE');
  let canonical: Suggestion | undefined;
  for (let t = 0; t < values.length; t++) {
    if (values[t] === undefined) continue;
    const type = SUGGESTION_TYPES[t] as SuggestionType;
    const action = _recordField(ctx, values[t], type, TYPE_FIELDS[t] as _Field);
    if (action !== undefined) {
      ctx.enter(type);
      canonical = typed(ctx, t, action);
      ctx.leave();
    }
  }
  return ctx.issues.length === before ? canonical : undefined;
}

/**
 * A `suggestions` field: an array of at most `max` suggestions (else `tooMany` at the
 * array). Returns the canonical suggestions, or undefined when absent or with issues.
 * `length`, when given, is the array's length already read once by the caller.
 *
 * @internal
 */
export function _suggestionsField(
  ctx: _Context,
  value: unknown,
  field: _Field,
  max: number,
  tooMany: ErrorCode,
  length?: number,
): Suggestion[] | undefined {
  const count = _arrayField(ctx, value, 'suggestions', field, length);
  if (count < 0) return undefined;
  const array = value as readonly unknown[];
  ctx.enter('suggestions');
  if (count > max) ctx.report(tooMany);
  const canonical: Suggestion[] = [];
  const inspected = _inspectedLength(ctx, count);
  for (let k = 0; k < inspected; k++) {
    const element = _readElement(ctx, array, k);
    if (_isRecord(element)) {
      ctx.enter(k);
      const valid = suggestion(ctx, element);
      ctx.leave();
      if (valid !== undefined) canonical.push(valid);
    } else if (element !== _UNREADABLE) ctx.reportField('FIELD_INVALID_TYPE', k, 'an object');
  }
  ctx.leave();
  return canonical;
}
