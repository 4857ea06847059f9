import { constantTimeEqual } from '../crypto/constantTimeEqual';
import { _sha256 } from '../crypto/sha256';
import type { AuthPort, Principal } from '../ports/auth';

/** An API key known to {@link createMemoryAuthPort}, and whose it is. @public */
export interface MemoryApiKey {
  /** The secret, as sent after `Bearer `. */
  readonly apiKey: string;
  /** The id of the principal it authenticates. */
  readonly principalId: string;
}

/**
 * An {@link AuthPort} over a fixed list of keys. Only SHA-256 digests of the keys are kept;
 * a presented key is hashed and compared with every digest in constant time (no early exit,
 * same work whichever key matches or none).
 *
 * @public
 */
export function createMemoryAuthPort(keys: readonly MemoryApiKey[]): AuthPort {
  const entries = Promise.all(
    keys.map(async ({ apiKey, principalId }) => ({ digest: await _sha256(apiKey), principal: Object.freeze({ id: principalId }) })),
  );
  return {
    async authenticate(apiKey: string): Promise<Principal | undefined> {
      const digest = await _sha256(apiKey);
      let found: Principal | undefined;
      for (const entry of await entries) {
        const same = constantTimeEqual(digest, entry.digest);
        found = same && found === undefined ? entry.principal : found;
      }
      return found;
    },
  };
}
