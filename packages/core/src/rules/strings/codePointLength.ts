/**
 * True iff `s` has more than `max` Unicode code points. Counts only when the UTF-16 length
 * could exceed `max` and cannot decide alone: a string of at most `max` units never does,
 * one of more than `2 * max` units always does.
 *
 * @internal
 */
export function _exceedsCodePoints(s: string, max: number): boolean {
  const units = s.length;
  if (units <= max) return false;
  if (units > 2 * max) return true;
  let points = 0;
  for (let i = 0; i < units; i++) {
    const unit = s.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < units) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    if (++points > max) return true;
  }
  return false;
}
