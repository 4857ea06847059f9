/** What {@link _foldUnit} answers for a unit whose lower case is not one unit of its own. */
export const _IRREGULAR = -1;

/** U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE: the one unit lower-cased to two (`i` and U+0307). @internal */
export const _CAPITAL_I_WITH_DOT = 0x130;
/** U+03A3 GREEK CAPITAL LETTER SIGMA: lower-cased to `σ` or, ending a word, `ς`. @internal */
export const _CAPITAL_SIGMA = 0x3a3;

/** Lower-cases an ASCII letter's UTF-16 unit; any other unit as it is. @internal */
export const _foldAscii = (unit: number): number => (unit >= 0x41 && unit <= 0x5a ? unit | 0x20 : unit);

/** Each unit's lower case plus one, 0 until it is first asked for (filled as texts come, never all at once); made at the first. */
let folded: Int32Array | undefined;

/**
 * The UTF-16 unit `String.prototype.toLowerCase` turns the unit `unit` into, wherever it stands
 * in a well-formed text; {@link _IRREGULAR} for the two whose lower case is not one unit
 * decided by the unit alone (U+0130, two units; U+03A3, by what follows). A surrogate is
 * answered as itself: its code point's lower case is another astral code point (Unicode maps no
 * astral letter into the BMP), so a text's other units fold the same whatever it is.
 *
 * @internal
 */
export function _foldUnit(unit: number): number {
  folded ??= new Int32Array(0x10000);
  const known = folded[unit]!;
  if (known !== 0) return known - 1;
  const lower = unit === _CAPITAL_I_WITH_DOT || unit === _CAPITAL_SIGMA ? _IRREGULAR : String.fromCharCode(unit).toLowerCase().charCodeAt(0);
  folded[unit] = lower + 1;
  return lower;
}
