import type { WebhookEvent } from '@rcs-send/service';

/**
 * Something the webhook deliveries could not do, reported to `onFailure` (never a payload, a URL
 * or a secret): an event given up after its last attempt (`gave-up`), an endpoint disabled by a
 * 410 with the deliveries it had queued (`disabled`), deliveries dropped because their
 * organization's webhook was removed or is disabled (`dropped`: the events stay in the feed), an
 * endpoint whose URL or secret is not valid (`bad-endpoint`: the event is dropped).
 *
 * @public
 */
export interface WebhookFailure {
  /** What happened. */
  readonly kind: 'gave-up' | 'disabled' | 'dropped' | 'bad-endpoint';
  /** Whose endpoint. */
  readonly organizationId: string;
  /** How many deliveries it ended. */
  readonly events: number;
  /** The event's webhook-id, for `gave-up` and `bad-endpoint`. */
  readonly webhookId?: string;
  /** The event's type, for `gave-up` and `bad-endpoint`. */
  readonly type?: WebhookEvent['type'];
  /** Attempts made, for `gave-up`. */
  readonly attempts?: number;
  /** Why the last attempt failed (`HTTP 500`, `ECONNREFUSED`, `timeout`), or what is wrong with the endpoint. */
  readonly reason?: string;
}

/** What the webhook deliveries of this process did so far, in attempts and deliveries. @public */
export interface WebhookDeliveryStats {
  /** Answered 2xx. */
  readonly delivered: number;
  /** Attempts that failed and were queued again. */
  readonly retried: number;
  /** Given up after the last attempt. */
  readonly gaveUp: number;
  /** Dropped because their endpoint answered 410. */
  readonly disabled: number;
  /** Dropped because their organization's webhook was removed or disabled, or is not valid. */
  readonly dropped: number;
  /** Attempts being made now. */
  readonly inFlight: number;
}
