import type { Limits } from '../limits/limits';
import type { ErrorCode } from '../catalogue/catalogue';
import { _FIELD_TABLE, type _TableField } from './fieldTable';
import type { RequestObjectName } from './requestObjectName';

/** The keys of {@link LIMITS} that are length limits of string fields (all end in `MaxChars`). @public */
export type LengthLimitKey = Extract<keyof Limits, `${string}MaxChars`>;

/** The codes of the catalogue that report a string over its length limit (all end in `_TOO_LONG`). @public */
export type LengthLimitCode = Extract<ErrorCode, `${string}_TOO_LONG`>;

/** A length limit on one string field of the request. @public */
export interface LengthLimit {
  /** The object holding the field. */
  readonly object: RequestObjectName;
  /** The field's key in that object. */
  readonly field: string;
  /** The key of {@link LIMITS} that publishes the limit. */
  readonly limit: LengthLimitKey;
  /** The most Unicode code points the field may hold (`LIMITS[limit]`). */
  readonly max: number;
  /** The code of a longer string, reported at the field's param. */
  readonly code: LengthLimitCode;
}

/**
 * Every length limit on a string field, one entry per object and field, in documented order
 * (a limit shared by several objects, such as a suggestion's `text`, has one entry for each).
 * A string of `max` code points passes; one more is `code` at the field's param. This is what
 * a form, a fuzzer or a schema generator reads to state the limits without restating them.
 *
 * @public
 */
export const LENGTH_LIMITS: readonly LengthLimit[] = Object.freeze(
  Object.entries(_FIELD_TABLE).flatMap(([object, fields]) =>
    Object.entries(fields as Record<string, _TableField>).flatMap(([field, { maxChars }]) =>
      maxChars === undefined
        ? []
        : [
            Object.freeze({
              object: object as RequestObjectName,
              field,
              limit: maxChars.limit as LengthLimitKey,
              max: maxChars.max,
              code: maxChars.tooLong as LengthLimitCode,
            }),
          ],
    ),
  ),
);
