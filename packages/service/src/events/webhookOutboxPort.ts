import type { WebhookEvent } from '../status/webhookBodies';
import type { KeptEvent } from './keptEvent';

/** A webhook delivery taken for one attempt: the event, and which attempt it is. @public */
export interface LeasedDelivery {
  /** The event to deliver. */
  readonly event: KeptEvent;
  /** The attempt to make, from 1. */
  readonly attempt: number;
}

/** The events of {@link WebhookOutboxPort.replay}: those written in [since, until), of `types` when given. @public */
export interface ReplayRange {
  /** From this epoch millisecond on, included. */
  readonly since: number;
  /** Up to this epoch millisecond, excluded. */
  readonly until: number;
  /** Only events of these types. @defaultValue every type */
  readonly types?: readonly WebhookEvent['type'][];
}

/** What an organization's webhook has yet to deliver. @public */
export interface WebhookBacklog {
  /** Deliveries queued (due, leased, or waiting for a retry). */
  readonly pending: number;
  /** When the oldest of their events was written, in epoch milliseconds; null when none is queued. */
  readonly oldestAt: number | null;
}

/**
 * The webhook deliveries still to make, kept in the store so that a restart or, in a fleet,
 * another instance takes over what a stopped one left: every event written to a log
 * ({@link EventLogPort}) is queued, due at once. A delivery is leased for one attempt: no other
 * lease takes it before the lease ends, and one not settled by then (its process died) is due
 * again. At least once: a delivery whose lease ran out while its attempt went on may be made
 * twice, with the same event id.
 *
 * @public
 */
export interface WebhookOutboxPort {
  /** Leases up to `limit` of the organization's deliveries due by `now`, earliest due first (then by sequence), each until `now + leaseMs`. */
  lease(organizationId: string, now: number, leaseMs: number, limit: number): Promise<readonly LeasedDelivery[]>;
  /** Ends the delivery of event `sequence` (delivered, given up or dropped) when `retryAt` is absent; otherwise queues its next attempt, due at `retryAt`. A delivery no longer queued is left as it is. */
  settle(organizationId: string, sequence: number, retryAt?: number): Promise<void>;
  /** Drops every delivery queued for the organization (its webhook was removed or disabled; the events stay in the log); resolves to how many. */
  drop(organizationId: string): Promise<number>;
  /** Queues again, due at once as first attempts, the organization's events of `range` still in the log, with their own ids (a delivery already due keeps its due time, and so its place); resolves to how many. */
  replay(organizationId: string, range: ReplayRange): Promise<number>;
  /** How many deliveries the organization has queued, and how old the oldest is. */
  backlog(organizationId: string): Promise<WebhookBacklog>;
}
