import type { ServerConfig } from './types';

/** A whole-number setting: its environment variable and its bounds. */
interface NumericSetting {
  /** The `RCS_SEND_*` variable that sets it over the file. */
  readonly env: string;
  /** The smallest value allowed. */
  readonly min: number;
  /** The largest value allowed. */
  readonly max: number;
}

/** Milliseconds: at least 0.1 s (0 would turn Node's timeout off), at most an hour. */
const TIMEOUT = { min: 100, max: 3_600_000 } as const;

/**
 * The whole-number settings, read from the config file (`port: 8080`) or the environment
 * (`RCS_SEND_PORT=8080`) with the same bounds. `metricsPort` may also be null in the file.
 *
 * @internal
 */
export const _NUMERIC_SETTINGS = {
  port: { env: 'RCS_SEND_PORT', min: 0, max: 65_535 },
  maxBodyBytes: { env: 'RCS_SEND_MAX_BODY_BYTES', min: 1024, max: 1 << 30 },
  maxBodyBytesInFlight: { env: 'RCS_SEND_MAX_BODY_BYTES_IN_FLIGHT', min: 1024, max: 2 ** 40 },
  maxConnections: { env: 'RCS_SEND_MAX_CONNECTIONS', min: 1, max: 1_000_000 },
  headersTimeout: { env: 'RCS_SEND_HEADERS_TIMEOUT', ...TIMEOUT },
  requestTimeout: { env: 'RCS_SEND_REQUEST_TIMEOUT', ...TIMEOUT },
  keepAliveTimeout: { env: 'RCS_SEND_KEEP_ALIVE_TIMEOUT', ...TIMEOUT },
  metricsPort: { env: 'RCS_SEND_METRICS_PORT', min: 0, max: 65_535 },
  claimIdleMs: { env: 'RCS_SEND_CLAIM_IDLE_MS', min: 100, max: 86_400_000 },
} as const satisfies Partial<Record<keyof ServerConfig, NumericSetting>>;

/** A key of {@link _NUMERIC_SETTINGS}. @internal */
export type _NumericSettingName = keyof typeof _NUMERIC_SETTINGS;
