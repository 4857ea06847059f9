/** `whsec_` then standard base64 (the Standard Webhooks form of a secret). */
const SECRET = /^whsec_((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;

/**
 * The HMAC key of a webhook secret (`whsec_` then the standard base64 of the key's bytes), or a
 * TypeError that never repeats the secret. The service takes 24 to 64 random bytes; a receiver
 * only needs the key to decode.
 *
 * @internal
 */
export function _webhookSecretKey(secret: string): Uint8Array<ArrayBuffer> {
  const base64 = typeof secret === 'string' ? SECRET.exec(secret)?.[1] : undefined;
  if (base64 === undefined || base64 === '') throw new TypeError('the webhook secret must be whsec_ followed by the standard base64 of its key');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
