import type { ErrorCode } from '../catalogue/catalogue';
import type { _Field } from '../fields/field';
import { _FIELD_TABLE } from '../fields/fieldTable';
import { SUGGESTION_TYPES, type SuggestionType } from '../limits/enums';
import { _isRecord, _UNREADABLE } from '../rules/json/jsonValue';
import type { Suggestion } from '../types/suggestion';
import { _within, type _Context } from './context';
import { _arrayField, _recordField } from './fields';
import { _inspectedLength, _readElement, _readFields } from './readFields';
import {
  _createCalendarEventAction,
  _dialAction,
  _openUrlAction,
  _reply,
  _shareLocationAction,
  _viewLocationAction,
} from './suggestionTypes';

/** Validates the value of one suggestion type key (walked into already) and wraps it in that key. */
type TypedSuggestion = (ctx: _Context, input: Record<string, unknown>) => Suggestion;

/** How each suggestion type is validated, by its key. */
const BY_TYPE: { readonly [Type in SuggestionType]: TypedSuggestion } = {
  reply: (ctx, input) => ({ reply: _reply(ctx, input) }),
  openUrlAction: (ctx, input) => ({ openUrlAction: _openUrlAction(ctx, input) }),
  dialAction: (ctx, input) => ({ dialAction: _dialAction(ctx, input) }),
  viewLocationAction: (ctx, input) => ({ viewLocationAction: _viewLocationAction(ctx, input) }),
  shareLocationAction: (ctx, input) => ({ shareLocationAction: _shareLocationAction(ctx, input) }),
  createCalendarEventAction: (ctx, input) => ({ createCalendarEventAction: _createCalendarEventAction(ctx, input) }),
};

/** One element of a suggestions array: exactly one type key. Undefined when it has issues. */
function suggestion(ctx: _Context, input: Record<string, unknown>): Suggestion | undefined {
  const before = ctx.issues.length;
  const values = _readFields(ctx, input, SUGGESTION_TYPES);
  let count = 0;
  for (let t = 0; t < values.length; t++) if (values[t] !== undefined) count++;
  if (count !== 1) ctx.report(count === 0 ? 'SUGGESTION_TYPE_MISSING' : 'SUGGESTION_TYPE_MULTIPLE');
  let canonical: Suggestion | undefined;
  for (let t = 0; t < values.length; t++) {
    if (values[t] === undefined) continue;
    const type = SUGGESTION_TYPES[t] as SuggestionType;
    const action = _recordField(ctx, values[t], type, _FIELD_TABLE.suggestion[type]);
    if (action !== undefined) canonical = _within(ctx, type, action, BY_TYPE[type]);
  }
  return ctx.issues.length === before ? canonical : undefined;
}

/**
 * A `suggestions` field: an array of at most `max` suggestions (else `tooMany` at the
 * array). Returns the canonical suggestions, or undefined when absent or with issues.
 *
 * @internal
 */
export function _suggestionsField(
  ctx: _Context,
  value: unknown,
  field: _Field,
  max: number,
  tooMany: ErrorCode,
): Suggestion[] | undefined {
  const array = _arrayField(ctx, value, 'suggestions', field);
  if (array === undefined) return undefined;
  ctx.enter('suggestions');
  if (array.length > max) ctx.report(tooMany);
  const canonical: Suggestion[] = [];
  const inspected = _inspectedLength(ctx, array);
  for (let k = 0; k < inspected; k++) {
    const element = _readElement(ctx, array, k);
    if (_isRecord(element)) {
      const valid = _within(ctx, k, element, suggestion);
      if (valid !== undefined) canonical.push(valid);
    } else if (element !== _UNREADABLE) ctx.reportField('FIELD_INVALID_TYPE', k, 'an object');
  }
  ctx.leave();
  return canonical;
}
