/** Options of {@link createRedisStatePort} and of the event, webhook and message list ports that share its keys. @public */
export interface RedisStateOptions {
  /** Prefix of every key, as the other Redis ports take it (no braces). @defaultValue 'rcs-send:' */
  readonly prefix?: string;
  /** How long a message's status is kept after its last change, and an event after it was written, in seconds. @defaultValue 2592000 (30 days) */
  readonly ttlSeconds?: number;
}

/** The settled {@link RedisStateOptions}: the prefix, the retention in ms, and the lifetime of a message's home record (a quarter longer). @internal */
export interface _StateSettings {
  readonly prefix: string;
  readonly ttlMs: number;
  readonly homeTtlMs: number;
}

/** {@link RedisStateOptions} with their defaults; a RangeError for a `ttlSeconds` that is not a positive number of whole milliseconds. @internal */
export function _stateSettings(options: RedisStateOptions): _StateSettings {
  const ttlMs = (options.ttlSeconds ?? 30 * 24 * 3600) * 1000;
  if (!Number.isSafeInteger(ttlMs) || ttlMs <= 0) throw new RangeError('ttlSeconds must be a positive number of whole milliseconds');
  return { prefix: options.prefix ?? 'rcs-send:', ttlMs, homeTtlMs: ttlMs + Math.ceil(ttlMs / 4) };
}
