import { _FIELD_TABLE, type _TableField } from './fieldTable';

type Table = typeof _FIELD_TABLE;

/** Every field of the table, as one union. */
type TableField = { [TObject in keyof Table]: Table[TObject][keyof Table[TObject]] }[keyof Table];

/** The length limits the table writes, each with its literal key and number. */
type TableLengthLimit = Extract<TableField, { readonly maxChars: object }>['maxChars'];

/** The length limits of the table by `LIMITS` key, each with its number. @internal */
export type _LengthLimitValues = { readonly [TLimit in TableLengthLimit as TLimit['limit']]: TLimit['max'] };

/** The length limits of the table by `LIMITS` key (a limit shared by several fields appears once). @internal */
export const _LENGTH_LIMIT_VALUES = Object.fromEntries(
  Object.values(_FIELD_TABLE).flatMap((fields) =>
    Object.values(fields as Record<string, _TableField>).flatMap(({ maxChars }) => (maxChars === undefined ? [] : [[maxChars.limit, maxChars.max]])),
  ),
) as _LengthLimitValues;
