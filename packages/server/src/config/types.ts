import type { BatchMode, MemoryApiKey, MemoryRateLimitOptions } from '@rcs-send/service';
import type { ServerOrganization } from './webhookSetting';

/**
 * The profiles the server can start with: `demo` (a balance and rate limit small enough to
 * see 402 and 429 by hand) or `qa` (the same tenant with a balance of a billion messages and
 * no rate limit, so that a `rcs-send check` of any practical size never runs out).
 *
 * @public
 */
export type ServerProfile = 'demo' | 'qa';

/** Everything the reference server runs with. @public */
export interface ServerConfig {
  /** The interface to listen on; loopback unless told otherwise. */
  readonly host: string;
  /** The TCP port; 0 picks a free one. */
  readonly port: number;
  /** The SQLite database file (created when missing) that keeps accepted messages, their queue and states, balances and Idempotency-Keys; unused with `redisUrl`. */
  readonly database: string;
  /** The API keys and their principals. */
  readonly apiKeys: readonly MemoryApiKey[];
  /** The organizations: members, RCS channel, senders, balance and webhook. */
  readonly organizations: readonly ServerOrganization[];
  /** The request rate limit of each principal (all its API keys together), or null for none. */
  readonly rateLimit: MemoryRateLimitOptions | null;
  /** How a request with some invalid messages is answered. */
  readonly batchMode: BatchMode;
  /** Bodies larger than this many bytes are refused with 413. */
  readonly maxBodyBytes: number;
  /** Bytes of request bodies over 64 KiB read at once (each counted at its Content-Length, or maxBodyBytes without one); a body past it is refused with 503 SERVER_BUSY. */
  readonly maxBodyBytesInFlight: number;
  /** Open connections at most; past it the one idle the longest is closed, or, when none is idle, the newcomer refused with 503 SERVER_BUSY. */
  readonly maxConnections: number;
  /** The Redis URL that balance, rate limit, Idempotency-Keys and the queue of accepted messages are shared on, or null for the embedded database. */
  readonly redisUrl: string | null;
  /** On Redis, milliseconds after which messages another instance took and never acknowledged (it died) are taken over by this one. */
  readonly claimIdleMs: number;
  /** Milliseconds a client has to send a request's headers; past it (checked every second) 408 and the connection is closed. */
  readonly headersTimeout: number;
  /** Milliseconds a client has to send a whole request, headers and body (at least `headersTimeout`). */
  readonly requestTimeout: number;
  /** Milliseconds an idle keep-alive connection is kept after a response (Node adds 1 s before it closes). */
  readonly keepAliveTimeout: number;
  /** The TCP port of the Prometheus metrics (`GET /metrics`), or null for none. */
  readonly metricsPort: number | null;
  /** The interface the metrics port listens on; loopback unless told otherwise. */
  readonly metricsHost: string;
  /** Whether the usage counter of the metrics carries the organization as a label (one series per organization: off unless turned on). */
  readonly metricsByOrganization: boolean;
}

/** A loaded configuration, and the demo API key when one was generated for this run. @public */
export interface LoadedServerConfig {
  /** The configuration to run with. */
  readonly config: ServerConfig;
  /** The random demo key generated because none was configured (print it once, never log it): not in `config.apiKeys`, it is the run's own, stored by `rcs-send-server` once it listens (expiring a day later) and revoked when it stops. */
  readonly generatedApiKey: string | undefined;
  /** The demo webhook's secret generated because `RCS_SEND_WEBHOOK_URL` is set without `RCS_SEND_WEBHOOK_SECRET` (print it once, never log it). */
  readonly generatedWebhookSecret: string | undefined;
  /** The profile the defaults came from. */
  readonly profile: ServerProfile;
  /** The configuration file read (`--config`, else `RCS_SEND_CONFIG`), as given, or undefined for none. */
  readonly configPath: string | undefined;
}
