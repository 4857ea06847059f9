import type { IdempotencyClaim, IdempotencyPort } from '../ports/idempotency';
import type { ServiceResponse } from '../response/types';

/** Options of {@link createMemoryIdempotencyPort}. @public */
export interface MemoryIdempotencyOptions {
  /**
   * How long a key is remembered, in seconds.
   * @defaultValue 86400 (24 hours)
   */
  readonly ttlSeconds?: number;
  /**
   * Most keys remembered at once; the oldest are forgotten first.
   * @defaultValue 10000
   */
  readonly maxEntries?: number;
  /**
   * The clock, in milliseconds.
   * @defaultValue `Date.now`
   */
  readonly now?: () => number;
}

interface Entry {
  readonly fingerprint: string;
  readonly expiresAt: number;
  response?: ServiceResponse;
}

/** An {@link IdempotencyPort} in this process: keys expire after `ttlSeconds`, at most `maxEntries` kept. @public */
export function createMemoryIdempotencyPort(options: MemoryIdempotencyOptions = {}): IdempotencyPort {
  const ttl = (options.ttlSeconds ?? 86_400) * 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const id = (scope: string, key: string): string => `${scope}\n${key}`;
  return {
    async claim(scope, key, fingerprint): Promise<IdempotencyClaim> {
      const time = now();
      const existing = entries.get(id(scope, key));
      if (existing !== undefined && existing.expiresAt > time) {
        if (existing.fingerprint !== fingerprint) return { state: 'mismatch' };
        return existing.response === undefined ? { state: 'in-progress' } : { state: 'replay', response: structuredClone(existing.response) };
      }
      entries.delete(id(scope, key));
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(id(scope, key), { fingerprint, expiresAt: time + ttl });
      return { state: 'claimed' };
    },
    async complete(scope, key, response) {
      const entry = entries.get(id(scope, key));
      if (entry !== undefined) entry.response = structuredClone(response);
    },
    async release(scope, key) {
      entries.delete(id(scope, key));
    },
  };
}
