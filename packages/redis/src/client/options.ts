/** Options every Redis port takes. @public */
export interface RedisPortOptions {
  /**
   * Prefix of every key the port writes, to share one Redis between deployments.
   * @defaultValue 'rcs-send:'
   */
  readonly prefix?: string;
  /**
   * The `Retry-After` of the 503 answered when Redis fails or cannot be reached, in seconds.
   * @defaultValue 1
   */
  readonly retryAfterSeconds?: number;
}

/** The settled common options. @internal */
export interface _PortSettings {
  readonly prefix: string;
  readonly retryAfterSeconds: number;
}

/** {@link RedisPortOptions} with their defaults. @internal */
export function _settings(options: RedisPortOptions): _PortSettings {
  return { prefix: options.prefix ?? 'rcs-send:', retryAfterSeconds: options.retryAfterSeconds ?? 1 };
}
