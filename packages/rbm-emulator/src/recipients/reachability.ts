/**
 * The emulator's default reachability: every number is RCS-capable except those whose last
 * three digits are `404`, which are answered 404 NOT_FOUND as RBM answers a user it cannot
 * reach (no RCS, or the agent not launched on the carrier). `phoneNumber` is E.164 with `+`.
 *
 * @public
 */
export function defaultIsRcsCapable(phoneNumber: string): boolean {
  return !phoneNumber.endsWith('404');
}
