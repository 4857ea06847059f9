/**
 * True iff the UTF-8 byte length of `JSON.stringify(message)` exceeds `maxBytes`. A message
 * that cannot be serialised (a cycle, a BigInt, a throwing getter) is not judged here: its
 * other issues already say why.
 *
 * @internal
 */
export function _exceedsJsonBytes(message: unknown, maxBytes: number): boolean {
  let json: string | undefined;
  try {
    json = JSON.stringify(message);
  } catch {
    return false;
  }
  if (json === undefined) return false;
  if (json.length > maxBytes) return true;
  if (json.length * 3 <= maxBytes) return false; // a UTF-16 unit is at most 3 UTF-8 bytes
  let bytes = 0;
  for (let i = 0; i < json.length; i++) {
    const unit = json.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      bytes += 4; // a pair: well-formed JSON.stringify escapes lone surrogates
      i++;
    } else bytes += 3;
    if (bytes > maxBytes) return true;
  }
  return false;
}
