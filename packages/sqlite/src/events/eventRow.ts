import type { KeptEvent, WebhookEvent } from '@rcs-send/service';

/** The columns of `events` that make up a {@link @rcs-send/service#KeptEvent}. @internal */
export interface _EventRow {
  /** The organization told. */
  readonly organization_id: string;
  /** Its place in the organization's log. */
  readonly sequence: number;
  /** `msg_` and a UUID. */
  readonly id: string;
  /** The event's type. */
  readonly type: string;
  /** The event's data, JSON. */
  readonly data: string;
  /** When it was written, epoch milliseconds. */
  readonly at: number;
}

/** The columns to select for {@link _keptEventOf}, of a table or join aliased `e`. @internal */
export const _EVENT_COLUMNS = 'e.organization_id, e.sequence, e.id, e.type, e.data, e.at';

/** The kept event a row holds. @internal */
export function _keptEventOf(row: _EventRow): KeptEvent {
  const event = { type: row.type, data: JSON.parse(row.data) as unknown } as WebhookEvent;
  return { organizationId: row.organization_id, sequence: row.sequence, id: row.id, at: row.at, event };
}
