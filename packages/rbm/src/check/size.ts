/** UTF-8 bytes of a string, without encoding it (a lone surrogate counts 3, as TextEncoder writes U+FFFD). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** UTF-8 bytes of the compact JSON of a value (what RBM's 250 KB limit is measured on). @internal */
export function _jsonBytes(value: unknown): number {
  return utf8Length(JSON.stringify(value) ?? '');
}
