/** `String.prototype.isWellFormed` (ES2024: Node 20 and every current browser), typed here since the package compiles against ES2022. */
type WellFormedCheck = string & { isWellFormed(): boolean };

/**
 * True iff `s` is well-formed UTF-16: no lone surrogate (a high one not followed by a low one,
 * or a low one not after a high one), so that it can be encoded as UTF-8. The engine's own
 * check: it answers a one-byte string at once and scans a two-byte one natively.
 *
 * @internal
 */
export function _isWellFormed(s: string): boolean {
  return (s as WellFormedCheck).isWellFormed();
}
