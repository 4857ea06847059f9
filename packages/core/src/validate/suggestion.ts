import type { ErrorCode } from '../catalogue/catalogue';
import { SUGGESTION_TYPES } from '../limits/enums';
import type { Suggestion } from '../types/suggestion';
import type { _Context } from './context';
import { _arrayField, _recordField } from './fields';
import { _isRecord, _inspectedLength, _readElement, _readFields, _UNREADABLE } from './readFields';
import {
  _createCalendarEventAction,
  _dialAction,
  _openUrlAction,
  _reply,
  _shareLocationAction,
  _viewLocationAction,
} from './suggestionTypes';

/** Validates the value of type key number `type` (index into SUGGESTION_TYPES) and wraps it in its key. */
function typed(ctx: _Context, type: number, input: Record<string, unknown>, path: string): Suggestion {
  switch (type) {
    case 0:
      return { reply: _reply(ctx, input, `${path}.reply`) };
    case 1:
      return { openUrlAction: _openUrlAction(ctx, input, `${path}.openUrlAction`) };
    case 2:
      return { dialAction: _dialAction(ctx, input, `${path}.dialAction`) };
    case 3:
      return { viewLocationAction: _viewLocationAction(ctx, input, `${path}.viewLocationAction`) };
    case 4:
      return { shareLocationAction: _shareLocationAction(ctx, input, `${path}.shareLocationAction`) };
    default:
      return { createCalendarEventAction: _createCalendarEventAction(ctx, input, `${path}.createCalendarEventAction`) };
  }
}

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
    const action = _recordField(ctx, values[t], path, SUGGESTION_TYPES[t] as string, false);
    if (action !== undefined) canonical = typed(ctx, t, action, path);
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
  max: number,
  tooMany: ErrorCode,
): Suggestion[] | undefined {
  const array = _arrayField(ctx, value, path, 'suggestions', false);
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
