import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The admin token: the one given (non-empty, no whitespace, as a bearer token), else 32 random bytes in base64url. @internal */
export function _adminTokenOf(given: string | undefined): string {
  if (given === undefined) return randomBytes(32).toString('base64url');
  if (typeof given !== 'string' || !/^\S+$/.test(given)) throw new TypeError('adminToken must be a non-empty string without whitespace');
  return given;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header is `Bearer <token>`: compared in constant time (both sides
 * hashed first, so neither the length nor a common prefix shows in the time taken).
 *
 * @internal
 */
export function _isAdminAuthorization(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? ''; // '' never matches: a token is not empty
  return timingSafeEqual(digest(presented), digest(token));
}
