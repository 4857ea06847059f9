/** UTF-8 byte length of a string, without allocating (lone surrogates count 3, as TextEncoder writes U+FFFD). @internal */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** UTF-8 byte length of the compact JSON of a value: the measure of the message size limit. @public */
export function jsonByteLength(value: unknown): number {
  return utf8Length(JSON.stringify(value) ?? '');
}

/** UTF-8 bytes one code point takes inside a JSON string literal, escapes included (as JSON.stringify writes it). @internal */
export function jsonCodePointBytes(codePoint: string): number {
  const value = codePoint.codePointAt(0) ?? 0;
  if (value < 0x20) return value === 0x08 || value === 0x09 || value === 0x0a || value === 0x0c || value === 0x0d ? 2 : 6;
  if (value === 0x22 || value === 0x5c) return 2;
  if (value < 0x80) return 1;
  if (value < 0x800) return 2;
  if (value >= 0xd800 && value <= 0xdfff) return 6;
  return value < 0x10000 ? 3 : 4;
}
