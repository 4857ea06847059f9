import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether two secrets are equal, in time that depends on neither (both are hashed first). @internal */
export function _secretsEqual(a: string, b: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
