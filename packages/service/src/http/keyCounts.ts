import { _closingQuote } from './duplicateKey';

const QUOTE = 0x22;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
/** The depth's entry for an array in {@link keyCounts} (objects hold their index in the counts). */
const IN_ARRAY = -1;

/** How many keys the JSON `text` writes in each of its objects, objects in the order they open. */
function keyCounts(text: string): number[] {
  const counts: number[] = [];
  const open: number[] = [];
  let depth = -1;
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      if (expectKey) {
        counts[open[depth] as number] = (counts[open[depth] as number] as number) + 1;
        expectKey = false;
      }
      i = _closingQuote(text, i);
    } else if (c === OPEN_OBJECT) {
      open[(depth += 1)] = counts.length;
      counts.push(0);
      expectKey = true;
    } else if (c === OPEN_ARRAY) {
      open[(depth += 1)] = IN_ARRAY;
      expectKey = false;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
      expectKey = false;
    } else if (c === COMMA) {
      expectKey = open[depth] !== IN_ARRAY;
    }
  }
  return counts;
}

/** True when every object of `value`, in the order they open, has the number of keys `counts` gives it. */
function sameCounts(value: unknown, counts: readonly number[], next: { index: number }): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (!sameCounts(item, counts, next)) return false;
    return true;
  }
  const expected = counts[next.index];
  next.index += 1;
  let keys = 0;
  for (const key in value) {
    keys += 1;
    if (!sameCounts((value as Record<string, unknown>)[key], counts, next)) return false;
  }
  return keys === expected;
}


/** True for the whitespace JSON allows between tokens. */
const isJsonSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * At least as many as the keys `text` writes: every `:` whose nearest non-space character before
 * it is a `"` (each key ends so; a string that holds `":` adds one more). One native search per
 * colon, no tokenising.
 */
function keysAtMost(text: string): number {
  let count = 0;
  for (let colon = text.indexOf(':'); colon !== -1; colon = text.indexOf(':', colon + 1)) {
    let before = colon - 1;
    while (before >= 0 && isJsonSpace(text.charCodeAt(before))) before -= 1;
    if (before >= 0 && text.charCodeAt(before) === QUOTE) count += 1;
  }
  return count;
}

/** The keys `value` (what `JSON.parse` made) holds in all its objects. */
function keysKept(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += keysKept(item);
    return count;
  }
  for (const key in value) count += 1 + keysKept((value as Record<string, unknown>)[key]);
  return count;
}

/**
 * True when the JSON `text` may hold a key twice in one object: some object of `value`
 * (`JSON.parse(text)`, which keeps one entry per key) has fewer keys than the text writes
 * for it. False means every key of every object is distinct. A cheaper first pass than
 * `_findDuplicateKey`: no key is sliced or compared, so only a body that fails it
 * pays for the search of the repeated key's path. True too when `value` nests deeper than
 * the stack (that search is a loop, not a recursion).
 *
 * @internal
 */
export function _mayRepeatKeys(text: string, value: unknown): boolean {
  try {
    // The text writes at least as many keys as `value` keeps; the same number at most proves none was dropped.
    if (keysAtMost(text) === keysKept(value)) return false;
    return !sameCounts(value, keyCounts(text), { index: 0 });
  } catch {
    return true;
  }
}
