// Case-insensitive patterns without a regular-expression flag (JSON Schema has none): each
// character becomes the class of every code point that `toLowerCase()` turns into it, so the
// pattern accepts exactly the strings the core lower-cases into the value.

/** Characters with a meaning of their own in a pattern, outside a class. */
const SYNTAX = /[\\^$.*+?()[\]{}|]/g;

/** Each one-character result of `toLowerCase()` and the code points that give it (computed once). */
let lowerings: Map<string, string[]> | undefined;

/** Every code point, by the one character `toLowerCase()` turns it into (itself included). */
function codePointsByLowering(): Map<string, string[]> {
  if (lowerings !== undefined) return lowerings;
  lowerings = new Map();
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue; // lone surrogates are not characters
    const char = String.fromCodePoint(codePoint);
    const lower = char.toLowerCase();
    if ([...lower].length === 1) lowerings.set(lower, [...(lowerings.get(lower) ?? []), char]);
  }
  return lowerings;
}

/**
 * The pattern (no anchors) of every string whose `toLowerCase()` is `value`, for a `value`
 * already in lower case: `video/mp4` gives `[vV][iI][dD][eE][oO]/[mM][pP]4`.
 */
export function anyCasePattern(value: string): string {
  if (value.toLowerCase() !== value) throw new Error(`Not in lower case: ${value}`);
  return [...value]
    .map((char) => {
      const sources = codePointsByLowering().get(char) ?? [char];
      return sources.length === 1 ? char.replace(SYNTAX, '\\$&') : `[${sources.join('')}]`;
    })
    .join('');
}
