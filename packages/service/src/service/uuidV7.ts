/** Two lower-case hex digits of every byte. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Random bytes drawn from Web Crypto in blocks: one call per 204 ids, not one per id. */
const pool = new Uint8Array(2040);
let used = pool.length;

/** The next 10 random bytes of the pool, refilled when spent. */
function randomOffset(): number {
  if (used + 10 > pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  used += 10;
  return used - 10;
}

/**
 * A UUID version 7 (RFC 9562): the first 48 bits are the Unix time in milliseconds, the other
 * 74 (after the version and variant) random from Web Crypto. Ids made later sort later, so a
 * store indexes them by appending instead of writing all over its index; 74 random bits keep
 * them unguessable. Lower case, 8-4-4-4-12.
 *
 * @internal
 */
export function _uuidV7(now: number = Date.now()): string {
  const at = randomOffset();
  const r = (i: number): string => HEX[pool[at + i] as number] as string;
  const time = Math.max(0, Math.floor(now)).toString(16).padStart(12, '0').slice(-12);
  const version = HEX[((pool[at] as number) & 0x0f) | 0x70] as string;
  const variant = HEX[((pool[at + 2] as number) & 0x3f) | 0x80] as string;
  return `${time.slice(0, 8)}-${time.slice(8)}-${version}${r(1)}-${variant}${r(3)}-${r(4)}${r(5)}${r(6)}${r(7)}${r(8)}${r(9)}`;
}
