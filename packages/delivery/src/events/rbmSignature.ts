import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * RBM's `X-Goog-Signature` of an event: base64 of the HMAC-SHA512, under the partner's client
 * token, of the event's bytes (the base64-decoded `message.data` of the push envelope).
 *
 * @public
 */
export function rbmSignature(clientToken: string, eventBytes: Uint8Array): string {
  return createHmac('sha512', clientToken).update(eventBytes).digest('base64');
}

/**
 * Whether `header` is exactly the signature of `eventBytes`, compared in constant time (the
 * expected text has a fixed length, 88 characters, so its length tells nothing). Any other
 * text is refused, even one that base64-decodes to the same bytes.
 *
 * @internal
 */
export function _signatureMatches(clientToken: string, eventBytes: Uint8Array, header: string | undefined): boolean {
  if (header === undefined) return false;
  const expected = Buffer.from(rbmSignature(clientToken, eventBytes));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether two secrets are equal, in time that depends on neither (both are hashed first). @internal */
export function _secretsEqual(a: string, b: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
