import type { WebhookEvent, WebhookPayload } from '../status/webhookBodies';

/** An event as its organization's log keeps it: what the organization is told, numbered by the store. @public */
export interface KeptEvent {
  /** The organization told, lower case. */
  readonly organizationId: string;
  /** Its place in the organization's log: 1 for the first event, one more for each next one. */
  readonly sequence: number;
  /** Its id, `msg_` and a UUID, fixed when it was written: the `webhook-id` of every attempt, and the body's `id`. */
  readonly id: string;
  /** When it was written, in epoch milliseconds: the body's `timestamp`. */
  readonly at: number;
  /** Its type and data. */
  readonly event: WebhookEvent;
}

/** The body of `kept`, as its webhook carries it and the events feed lists it: `id`, `type`, `timestamp`, `sequence`, `data`, in that order. @public */
export function keptEventPayload(kept: KeptEvent): WebhookPayload {
  const { id, at, sequence, event } = kept;
  return { id, type: event.type, timestamp: new Date(at).toISOString(), sequence, data: event.data } as WebhookPayload;
}
