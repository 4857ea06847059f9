const encoder = new TextEncoder();

/** The SHA-256 digest of `data` (a string is hashed as UTF-8), with WebCrypto: Node, browsers, Deno, Bun, workers. @internal */
export async function _sha256(data: string | Uint8Array): Promise<Uint8Array> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/** Lower-case hexadecimal of `bytes`. @internal */
export function _hex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}
