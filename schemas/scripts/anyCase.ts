// Case-insensitive patterns without a regular-expression flag (JSON Schema has none): each
// character becomes the class of every code point that `toLowerCase()` turns into it, so the
// pattern accepts exactly the strings the core lower-cases into the value.

/** Characters with a meaning of their own in a pattern, outside a class. */
const SYNTAX = /[\\^$.*+?()[\]{}|]/g;

/** {@link codePointsLoweredTo}, computed once. */
let lowerings: Map<string, string[]> | undefined;

/** Every code point that `toLowerCase()` turns into another single character, by that character. */
function codePointsLoweredTo(): Map<string, string[]> {
  if (lowerings !== undefined) return lowerings;
  const found = new Map<string, string[]>();
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue; // lone surrogates are not characters
    const char = String.fromCodePoint(codePoint);
    const lower = char.toLowerCase();
    if (lower === char || [...lower].length !== 1) continue;
    const sources = found.get(lower);
    if (sources === undefined) found.set(lower, [char]);
    else sources.push(char);
  }
  lowerings = found;
  return found;
}

/**
 * The pattern (no anchors) of every string whose `toLowerCase()` is `value`, for a `value`
 * already in lower case: `video/mp4` gives `[Vv][Ii][Dd][Ee][Oo]/[Mm][Pp]4`.
 */
export function anyCasePattern(value: string): string {
  if (value.toLowerCase() !== value) throw new Error(`Not in lower case: ${value}`);
  return [...value]
    .map((char) => {
      const others = codePointsLoweredTo().get(char) ?? [];
      return others.length === 0 ? char.replace(SYNTAX, '\\$&') : `[${[char, ...others].sort().join('')}]`;
    })
    .join('');
}
