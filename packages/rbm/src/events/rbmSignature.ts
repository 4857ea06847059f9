const encoder = new TextEncoder();

/** The HMAC-SHA512 key of a client token, with WebCrypto (Node, browsers, Deno, Bun, workers). */
const keyOf = (clientToken: string, usage: 'sign' | 'verify'): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', encoder.encode(clientToken), { name: 'HMAC', hash: 'SHA-512' }, false, [usage]);

/** Base64 of bytes, without Node's Buffer. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The 64 bytes of a signature written as RBM writes one (88 characters of base64, `==` last), or undefined for any other text. */
function signatureBytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]{86}==$/.test(text)) return undefined;
  const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  return base64Of(bytes) === text ? bytes : undefined; // canonical: no other text decodes to the same bytes
}

/**
 * RBM's `X-Goog-Signature` of an event: base64 of the HMAC-SHA512, under the partner's client
 * token, of the event's bytes (the base64-decoded `message.data` of the push envelope).
 *
 * @public
 */
export async function rbmSignature(clientToken: string, eventBytes: Uint8Array): Promise<string> {
  const key = await keyOf(clientToken, 'sign');
  return base64Of(new Uint8Array(await crypto.subtle.sign('HMAC', key, eventBytes as Uint8Array<ArrayBuffer>)));
}

/**
 * Whether `header` is exactly the signature of `eventBytes` under `clientToken`: 88 characters
 * of canonical base64 (any other text is refused, even one that decodes to the same bytes),
 * checked by WebCrypto's HMAC verify, which compares in constant time.
 *
 * @public
 */
export async function rbmSignatureMatches(clientToken: string, eventBytes: Uint8Array, header: string | undefined): Promise<boolean> {
  const signature = header === undefined ? undefined : signatureBytes(header);
  if (signature === undefined) return false;
  return crypto.subtle.verify('HMAC', await keyOf(clientToken, 'verify'), signature as Uint8Array<ArrayBuffer>, eventBytes as Uint8Array<ArrayBuffer>);
}
