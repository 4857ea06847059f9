import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rbmSignature, rbmSignatureMatches } from './rbmSignature';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The HMAC-SHA512 as node:crypto computes it: the oracle the WebCrypto version must equal. */
const oracle = (token: string, bytes: Uint8Array): string => createHmac('sha512', token).update(bytes).digest('base64');

describe('rbmSignature', () => {
  it('should be the base64 HMAC-SHA512 of the bytes under the client token, for any token and bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.uint8Array({ maxLength: 2048 }), async (token, bytes) => {
        expect(await rbmSignature(token, bytes)).toBe(oracle(token, bytes));
      }),
    );
  });
});

describe('rbmSignatureMatches', () => {
  const bytes = new TextEncoder().encode('{"eventType":"DELIVERED"}');
  const signature = oracle('token', bytes);

  it('should take exactly the signature of the bytes under the token', async () => {
    expect(await rbmSignatureMatches('token', bytes, signature)).toBe(true);
    expect(await rbmSignatureMatches('token2', bytes, signature)).toBe(false);
    expect(await rbmSignatureMatches('token', new TextEncoder().encode('{"eventType":"READ"}'), signature)).toBe(false);
    expect(await rbmSignatureMatches('token', bytes, undefined)).toBe(false);
  });

  it('should refuse any other text, even one that decodes to the same bytes', async () => {
    // The last character before `==` carries 2 bits of the signature and 4 zero bits: setting one of those gives the same bytes.
    const last = BASE64.indexOf(signature.charAt(85));
    const sameBytes = `${signature.slice(0, 85)}${BASE64.charAt(last + 1)}==`;
    expect(Buffer.from(sameBytes, 'base64').equals(Buffer.from(signature, 'base64'))).toBe(true);
    for (const text of [sameBytes, `${signature.slice(0, 86)}`, ` ${signature}`, `${signature}=`, signature.replace(/==$/, 'AA'), '', 'x'.repeat(88)])
      expect(await rbmSignatureMatches('token', bytes, text)).toBe(false);
  });

  it('should refuse every signature with one character changed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 85 }), fc.integer({ min: 1, max: 63 }), async (at, shift) => {
        const char = BASE64.charAt((BASE64.indexOf(signature.charAt(at)) + shift) % 64);
        expect(await rbmSignatureMatches('token', bytes, `${signature.slice(0, at)}${char}${signature.slice(at + 1)}`)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
