/** True at the offsets of the dashes of an 8-4-4-4-12 UUID. */
const isDashOffset = (i: number): boolean => i === 8 || i === 13 || i === 18 || i === 23;

/**
 * The canonical (lower-case) form of a UUID written as 8-4-4-4-12 hexadecimal digits, or
 * undefined when `value` is not one. A lower-case UUID is returned as it is.
 *
 * @internal
 */
export function _canonicalUuid(value: string): string | undefined {
  if (value.length !== 36) return undefined;
  let upper = false;
  for (let i = 0; i < 36; i++) {
    const unit = value.charCodeAt(i);
    if (isDashOffset(i)) {
      if (unit !== 0x2d) return undefined;
    } else if (unit >= 0x41 && unit <= 0x46) {
      upper = true;
    } else if (!((unit >= 0x30 && unit <= 0x39) || (unit >= 0x61 && unit <= 0x66))) {
      return undefined;
    }
  }
  return upper ? value.toLowerCase() : value;
}
