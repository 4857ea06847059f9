// Comparisons between date-times already parsed by `_parseDateTime` (so each field is parsed
// once): the whole milliseconds first, then, only on a tie, the fraction digits beyond them.

/** Index just past the fraction digits of a valid date-time (they start at 20 after the `.` at 19). */
function fractionEnd(s: string): number {
  if (s.charCodeAt(19) !== 0x2e) return 20;
  let i = 20;
  for (; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (unit < 0x30 || unit > 0x39) break;
  }
  return i;
}

/** Compares the fraction digits beyond the millisecond (index 23 on), the shorter padded with zeros. */
function compareSubMs(a: string, b: string): number {
  const endA = fractionEnd(a);
  const endB = fractionEnd(b);
  for (let i = 23; i < endA || i < endB; i++) {
    const da = i < endA ? a.charCodeAt(i) : 0x30;
    const db = i < endB ? b.charCodeAt(i) : 0x30;
    if (da !== db) return da - db;
  }
  return 0;
}

/**
 * True iff the valid RFC 3339 date-time `end` is a strictly later instant than `start`,
 * exactly (any fraction length), given their whole milliseconds from `_parseDateTime`.
 *
 * @internal
 */
export function _isLaterDateTime(end: string, endMs: number, start: string, startMs: number): boolean {
  if (endMs !== startMs) return endMs > startMs;
  return compareSubMs(end, start) > 0;
}

/**
 * True iff the valid RFC 3339 date-time `value` (whole milliseconds `valueMs`, from
 * `_parseDateTime`) is a strictly later instant than the whole epoch millisecond `ms`, exactly.
 *
 * @internal
 */
export function _isLaterThanEpochMs(value: string, valueMs: number, ms: number): boolean {
  if (valueMs !== ms) return valueMs > ms;
  const end = fractionEnd(value);
  for (let i = 23; i < end; i++) if (value.charCodeAt(i) !== 0x30) return true;
  return false;
}
