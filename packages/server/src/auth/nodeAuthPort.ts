import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthPort, MemoryApiKey, Principal } from '@rcs-send/service';

/** SHA-256 of a key, as UTF-8. */
const digest = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/**
 * The in-memory auth port for Node: only SHA-256 digests of the keys are kept; a presented
 * key is hashed and compared with every digest by `crypto.timingSafeEqual`, with no early
 * exit. Same behaviour as the service's runtime-neutral `createMemoryAuthPort`, with Node's
 * synchronous hash instead of a WebCrypto round trip on every request.
 *
 * @public
 */
export function createNodeAuthPort(keys: readonly MemoryApiKey[]): AuthPort {
  const entries = keys.map(({ apiKey, principalId }) => ({ digest: digest(apiKey), principal: Object.freeze({ id: principalId }) }));
  return {
    async authenticate(apiKey: string): Promise<Principal | undefined> {
      const presented = digest(apiKey);
      let found: Principal | undefined;
      for (const entry of entries) {
        const same = timingSafeEqual(presented, entry.digest);
        found = same && found === undefined ? entry.principal : found;
      }
      return found;
    },
  };
}
