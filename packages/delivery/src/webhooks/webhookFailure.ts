import type { WebhookEvent } from '@rcs-send/service';

/**
 * Something the notifier could not do, reported to `onError` (never a payload, a URL or a
 * secret): an event refused because its endpoint's queue is full (`queue-full`), an event
 * given up after its last attempt (`gave-up`), an endpoint disabled by a 410 with the events
 * it had queued, then each later event refused for it (`disabled`), events still queued at `close()` (`abandoned`), an endpoint
 * whose URL or secret is not valid (`bad-endpoint`: its events are not sent).
 *
 * @public
 */
export interface WebhookFailure {
  /** What happened. */
  readonly kind: 'queue-full' | 'gave-up' | 'disabled' | 'abandoned' | 'bad-endpoint';
  /** Whose endpoint. */
  readonly organizationId: string;
  /** How many events were lost by it. */
  readonly events: number;
  /** The event's webhook-id, for `gave-up`. */
  readonly webhookId?: string;
  /** The event's type, for `queue-full`, `gave-up` and `bad-endpoint`. */
  readonly type?: WebhookEvent['type'];
  /** Attempts made, for `gave-up`. */
  readonly attempts?: number;
  /** Why the last attempt failed (`HTTP 500`, `ECONNREFUSED`, `TimeoutError`), or what is wrong with the endpoint. */
  readonly reason?: string;
}

/** What a notifier did so far, in events. @public */
export interface WebhookNotifierStats {
  /** Answered 2xx. */
  readonly delivered: number;
  /** Attempts that failed and were retried. */
  readonly retried: number;
  /** Given up after the last attempt. */
  readonly gaveUp: number;
  /** Refused because their endpoint's queue was full. */
  readonly queueFull: number;
  /** Dropped because their endpoint answered 410 (queued then, or notified after). */
  readonly disabled: number;
  /** Dropped because they were still queued at `close()`. */
  readonly abandoned: number;
  /** Waiting now (the ones being sent included). */
  readonly queued: number;
}

/** The counters of {@link WebhookNotifierStats}, writable. @internal */
export type _Counters = { -readonly [K in Exclude<keyof WebhookNotifierStats, 'queued'>]: number };

/** Counters at zero. @internal */
export const _emptyCounters = (): _Counters => ({ delivered: 0, retried: 0, gaveUp: 0, queueFull: 0, disabled: 0, abandoned: 0 });

/** A snapshot of `counters` with the `held` events now waiting. @internal */
export function _statsOf(counters: _Counters, held: number): WebhookNotifierStats {
  return { ...counters, queued: held };
}
