import type { ErrorCode } from '../catalogue/catalogue';
import { _FIELD_TABLE, type _Field } from '../fields/fieldTable';
import { SUGGESTION_TYPES, type SuggestionType } from '../limits/enums';
import { _isRecord, _UNREADABLE } from '../rules/json/jsonValue';
import type { Suggestion } from '../types/suggestion';
import type { _Context } from './context';
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

/** Validates the value of one suggestion type key at `path` (the suggestion's) and wraps it in that key. */
type TypedSuggestion = (ctx: _Context, input: Record<string, unknown>, path: string) => Suggestion;

/** How each suggestion type is validated, by its key. */
const BY_TYPE: { readonly [Type in SuggestionType]: TypedSuggestion } = {
  reply: (ctx, input, path) => ({ reply: _reply(ctx, input, `${path}.reply`) }),
  openUrlAction: (ctx, input, path) => ({ openUrlAction: _openUrlAction(ctx, input, `${path}.openUrlAction`) }),
  dialAction: (ctx, input, path) => ({ dialAction: _dialAction(ctx, input, `${path}.dialAction`) }),
  viewLocationAction: (ctx, input, path) => ({ viewLocationAction: _viewLocationAction(ctx, input, `${path}.viewLocationAction`) }),
  shareLocationAction: (ctx, input, path) => ({ shareLocationAction: _shareLocationAction(ctx, input, `${path}.shareLocationAction`) }),
  createCalendarEventAction: (ctx, input, path) => ({
    createCalendarEventAction: _createCalendarEventAction(ctx, input, `${path}.createCalendarEventAction`),
  }),
};

/** One element of a suggestions array: exactly one type key. Undefined when it has issues. */
function suggestion(ctx: _Context, input: unknown, path: string): Suggestion | undefined {
  if (!_isRecord(input)) {
    if (input !== _UNREADABLE) ctx.report('FIELD_INVALID_TYPE', path, 'an object');
    return undefined;
  }
  const before = ctx.issues.length;
  const values = _readFields(ctx, input, path, SUGGESTION_TYPES);
  let count = 0;
  for (let t = 0; t < values.length; t++) if (values[t] !== undefined) count++;
  if (count !== 1) ctx.report(count === 0 ? 'SUGGESTION_TYPE_MISSING' : 'SUGGESTION_TYPE_MULTIPLE', path);
  let canonical: Suggestion | undefined;
  for (let t = 0; t < values.length; t++) {
    if (values[t] === undefined) continue;
    const type = SUGGESTION_TYPES[t] as SuggestionType;
    const action = _recordField(ctx, values[t], path, type, _FIELD_TABLE.suggestion[type]);
    if (action !== undefined) canonical = BY_TYPE[type](ctx, action, path);
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
  path: string,
  field: _Field,
  max: number,
  tooMany: ErrorCode,
): Suggestion[] | undefined {
  const array = _arrayField(ctx, value, path, 'suggestions', field);
  if (array === undefined) return undefined;
  const arrayPath = `${path}.suggestions`;
  if (array.length > max) ctx.report(tooMany, arrayPath);
  const canonical: Suggestion[] = [];
  const inspected = _inspectedLength(ctx, array);
  for (let k = 0; k < inspected; k++) {
    const element = suggestion(ctx, _readElement(ctx, array, k, arrayPath), `${arrayPath}[${k}]`);
    if (element !== undefined) canonical.push(element);
  }
  return canonical;
}
