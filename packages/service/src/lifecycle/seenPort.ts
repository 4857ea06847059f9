/**
 * Remembers keys for a while, to drop what arrives twice (the platform retries its events for
 * days and may post one more than once).
 *
 * @public
 */
export interface SeenPort {
  /** True the first time `key` is offered within the port's memory span, false after. */
  firstSeen(key: string): Promise<boolean>;
}

/** Options of {@link createMemorySeenPort}. @public */
export interface MemorySeenOptions {
  /** How long a key is remembered. @defaultValue 7 days, how long RBM retries an event */
  readonly ttlMs?: number;
  /** Keys remembered at most; the oldest is forgotten first. @defaultValue 100000 */
  readonly maxKeys?: number;
  /** The clock. @defaultValue `Date.now` */
  readonly now?: () => number;
}

/** A bounded in-memory {@link SeenPort}, for one process. @public */
export function createMemorySeenPort(options: MemorySeenOptions = {}): SeenPort {
  const ttlMs = options.ttlMs ?? 7 * 24 * 3600 * 1000;
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const seenAt = new Map<string, number>(); // in insertion order: the oldest first
  return {
    firstSeen(key) {
      const time = now();
      for (const [oldest, at] of seenAt) {
        if (at + ttlMs > time) break;
        seenAt.delete(oldest);
      }
      if (seenAt.has(key)) return Promise.resolve(false);
      if (seenAt.size >= maxKeys) seenAt.delete(seenAt.keys().next().value as string);
      seenAt.set(key, time);
      return Promise.resolve(true);
    },
  };
}
