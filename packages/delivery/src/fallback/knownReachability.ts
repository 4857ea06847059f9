/** The defaults of {@link createKnownReachability}. @public */
export const KNOWN_REACHABILITY_DEFAULTS = {
  /** How long a check's "not reachable" is trusted: an hour (a user may switch on RCS or change phones; a later check that finds the number reachable forgets it at once). */
  ttlMs: 3_600_000,
  /** Numbers remembered at most; the oldest noted is forgotten first. */
  maxEntries: 100_000,
} as const;

/** Options of {@link createKnownReachability}. @public */
export interface KnownReachabilityOptions {
  /** How long a "not reachable" is trusted, in milliseconds. @defaultValue {@link KNOWN_REACHABILITY_DEFAULTS} */
  readonly ttlMs?: number;
  /** Numbers remembered at most. @defaultValue {@link KNOWN_REACHABILITY_DEFAULTS} */
  readonly maxEntries?: number;
  /** The clock, in milliseconds since the epoch. @defaultValue `Date.now` */
  readonly now?: () => number;
}

/**
 * What capability checks (and the platform's 404s) said lately of numbers that cannot receive RCS from a sender: a
 * worker with an SMS fallback skips RCS for them (no 404 round trip). Bounded in time and size;
 * a check that finds the number reachable forgets it at once.
 *
 * @public
 */
export interface KnownReachability {
  /** Notes what a check of `msisdn` (canonical digits) for sender `from` answered. */
  note(from: string, msisdn: string, reachable: boolean): void;
  /** True when a check within the time trusted said `msisdn` cannot receive RCS from `from`. */
  knownUnreachable(from: string, msisdn: string): boolean;
}

/**
 * The memory of one process's capability checks: a map kept in the order its entries were
 * noted, so the oldest is forgotten first when `maxEntries` is reached. A hint only: a number
 * it does not know is sent on RCS, and the platform's 404 still triggers the fallback.
 *
 * @public
 */
export function createKnownReachability(options: KnownReachabilityOptions = {}): KnownReachability {
  const ttlMs = options.ttlMs ?? KNOWN_REACHABILITY_DEFAULTS.ttlMs;
  const maxEntries = options.maxEntries ?? KNOWN_REACHABILITY_DEFAULTS.maxEntries;
  if (!(ttlMs > 0)) throw new RangeError('ttlMs must be above 0');
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError('maxEntries must be a positive integer');
  const now = options.now ?? Date.now;
  const unreachableUntil = new Map<string, number>();
  const keyOf = (from: string, msisdn: string): string => `${from}\u0000${msisdn}`;
  return {
    note(from, msisdn, reachable) {
      const key = keyOf(from, msisdn);
      unreachableUntil.delete(key); // noted again: it moves to the end of the order
      if (reachable) return;
      if (unreachableUntil.size >= maxEntries) unreachableUntil.delete(unreachableUntil.keys().next().value as string);
      unreachableUntil.set(key, now() + ttlMs);
    },
    knownUnreachable(from, msisdn) {
      const key = keyOf(from, msisdn);
      const until = unreachableUntil.get(key);
      if (until === undefined) return false;
      if (until > now()) return true;
      unreachableUntil.delete(key);
      return false;
    },
  };
}
