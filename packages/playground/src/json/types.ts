/** A JSON value and where it is in the text: `from` is its first character, `to` one past its last. */
export type JsonNode =
  | { readonly kind: 'object'; readonly from: number; readonly to: number; readonly members: readonly JsonMember[] }
  | { readonly kind: 'array'; readonly from: number; readonly to: number; readonly items: readonly JsonNode[] }
  | { readonly kind: 'scalar'; readonly from: number; readonly to: number };

/** One `"key": value` of an object, with the range of its key (quotes included). */
export interface JsonMember {
  /** The decoded key. */
  readonly key: string;
  /** Offset of the key's opening quote. */
  readonly keyFrom: number;
  /** Offset just past the key's closing quote. */
  readonly keyTo: number;
  /** The member's value. */
  readonly value: JsonNode;
}

/** Where text stops being JSON. */
export interface JsonSyntaxError {
  /** Offset of the offending character (the text's length at an unexpected end). */
  readonly offset: number;
  /** 1-based line of the offset. */
  readonly line: number;
  /** 1-based column of the offset, in UTF-16 units as editors count them. */
  readonly column: number;
  /** What was expected or found. */
  readonly message: string;
}

/** The located tree of a JSON text, or its first syntax error. */
export type LocatedJson = { readonly ok: true; readonly root: JsonNode } | { readonly ok: false; readonly error: JsonSyntaxError };

/** A range of the text a `param` designates; `exact` is false when only an ancestor was found (a missing field). */
export interface ParamRange {
  /** First offset. */
  readonly from: number;
  /** One past the last offset. */
  readonly to: number;
  /** True when the whole path was found. */
  readonly exact: boolean;
}
