import type { WebhookEvent } from '../status/webhookBodies';
import type { KeptEvent } from './keptEvent';

/** An event to write to its organization's log. @public */
export interface NewEvent {
  /** The organization told, lower case. */
  readonly organizationId: string;
  /** Its type and data. */
  readonly event: WebhookEvent;
  /** When it happened, in epoch milliseconds (its `timestamp`). */
  readonly at: number;
  /**
   * What makes it the same event when it is written again (a platform event posted twice, a
   * retry after a crash): the log holds one event per key and organization. Absent: every write
   * is a new event.
   */
  readonly key?: string;
}

/**
 * The organizations' event logs: every event an organization is told about, numbered by the
 * store (`sequence` 1, 2, 3... per organization), each visible only once every event of its
 * organization with a lower sequence is. Writing an event queues its webhook delivery in the same
 * step ({@link WebhookOutboxPort}). A message's `message.status` events are written by
 * {@link MessageStatePort.advance} itself, in the step that records the state: nobody calls
 * `record` for them. Events are kept as long as messages are.
 *
 * @public
 */
export interface EventLogPort {
  /** Writes `event` with the next sequence of its organization and a fresh id, and queues its delivery; when the log holds an event of that organization with the same `key`, writes nothing and resolves to that one. */
  record(event: NewEvent): Promise<KeptEvent>;
  /** The organization's events with a sequence above `after`, in sequence order, at most `limit` (a whole number from 1). */
  after(organizationId: string, after: number, limit: number): Promise<readonly KeptEvent[]>;
}
