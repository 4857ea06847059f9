import { ServiceUnavailableError, type StoreCheck } from '@rcs-send/service';

import type { _RequestReads } from './positiveCache';

/** What the gate needs of a connection: its status, and its `ready` event (ioredis's). */
interface Connection {
  /** `ready` once connected. */
  readonly status: string;
  /** Listens to `ready`, emitted at each (re)connection. */
  on(event: 'ready', listener: () => void): unknown;
  /** Stops listening. */
  off(event: 'ready', listener: () => void): unknown;
}

/** The request reads behind a gate that opens once the configuration is in the store, and what to start and stop it with. @internal */
export interface _ConfiguredTenantsGate {
  /** The request reads: refused as unavailable (503, `Retry-After: 1`) until the configured tenants are in the store. */
  readonly reads: _RequestReads;
  /** `ok` once the configured tenants are in the store and a look finds them there, else what the server waits for: the readiness check `tenants`. */
  readonly check: StoreCheck;
  /** Resolves true once the configured tenants are in the store, false past `timeoutMs`. */
  whenOpen(timeoutMs: number): Promise<boolean>;
  /** Stops retrying (the server's close). */
  close(): void;
}

/** Milliseconds between attempts to bring the configuration in while the store is connected but the last attempt failed. */
const RETRY_MS = 1000;

/** The readiness check's words while the gate is shut. */
const WAITING = 'configuration not yet in the store';

/** The readiness check's word when the look for the configuration got no answer. */
const UNREACHABLE = 'unreachable';

/**
 * A server that brings its configured tenants into a store that may come late, or come back
 * empty (Redis restarted without its data): until `bootstrap` has succeeded since the latest
 * `ready` of `connection`, every read a request makes (its key, its access, its sender) is refused
 * with a {@link ServiceUnavailableError} (503 with `Retry-After: 1`, as while the store is
 * unreachable), never answered from a store that lacks the configuration (a 401 for the
 * configuration's own key). `bootstrap` runs at each `ready` (it only adds what the store lacks:
 * after a reconnection to a Redis that kept its data it writes nothing) and, while connected,
 * every second after a failure, until it succeeds. The readiness check looks in the store
 * (`stored`); a store found without the configuration while the gate was open (emptied without a
 * reconnection) shuts it and brings the configuration in again.
 *
 * @internal
 */
export function _configuredTenantsGate(reads: _RequestReads, connection: Connection, bootstrap: () => Promise<void>, stored: () => Promise<boolean>): _ConfiguredTenantsGate {
  let open = false;
  let closed = false;
  let running = false;
  let losses = 0; // raised each time the store may have lost the configuration: an attempt begun before then proves nothing
  let retry: NodeJS.Timeout | undefined;
  const opened: Array<() => void> = [];
  const attempt = (): void => {
    if (open || closed || running) return;
    running = true;
    const since = losses;
    bootstrap().then(
      () => {
        running = false;
        if (since !== losses) {
          attempt(); // the store may have lost the configuration while this attempt ran: bring it in again
          return;
        }
        open = true;
        for (const resolve of opened.splice(0)) resolve();
      },
      () => {
        running = false;
        if (since !== losses) attempt();
        else if (!closed && connection.status === 'ready') retry = setTimeout(attempt, RETRY_MS).unref();
      },
    );
  };
  const lost = (): void => {
    losses += 1;
    open = false;
    clearTimeout(retry);
    attempt();
  };
  connection.on('ready', lost);
  if (connection.status === 'ready') attempt();
  const gated =
    <A extends unknown[], T>(read: (...args: A) => Promise<T>) =>
    (...args: A): Promise<T> =>
      open ? read(...args) : Promise.reject(new ServiceUnavailableError('the configured tenants are not yet in the store', 1));
  return {
    reads: { keyOf: gated(reads.keyOf), access: gated(reads.access), isConfigured: gated(reads.isConfigured) },
    async check() {
      if (!open) return WAITING;
      const since = losses;
      let found: boolean;
      try {
        found = await stored();
      } catch {
        return UNREACHABLE;
      }
      if (since !== losses) return WAITING; // the connection came back meanwhile: the configuration is on its way in again
      if (found) return 'ok';
      lost();
      return WAITING;
    },
    whenOpen(timeoutMs) {
      if (open) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        opened.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    close() {
      closed = true;
      clearTimeout(retry);
      connection.off('ready', lost);
    },
  };
}
