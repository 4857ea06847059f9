/**
 * True when `a` and `b` hold the same bytes, in a time that depends only on their lengths:
 * every byte is compared, with no early exit. Compare fixed-length digests (e.g. SHA-256 of
 * secrets), so that the lengths say nothing about the secrets.
 *
 * @public
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
