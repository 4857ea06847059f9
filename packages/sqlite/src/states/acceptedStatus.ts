import { applyChange, type MessageStatus } from '@rcs-send/delivery';

/** The columns of a stored message its ACCEPTED status is made of. @internal */
export interface _AcceptedRow {
  /** The message id. */
  readonly id: string;
  /** The organization it was accepted for. */
  readonly organization_id: string;
  /** When it was accepted, RFC 3339. */
  readonly accepted_at: string;
  /** Its recipient (the canonical message's `to`). */
  readonly recipient: string;
  /** Its sender (the canonical message's `from`). */
  readonly sender: string;
}

/** The SELECT list of {@link _AcceptedRow}, for a query over `messages`. @internal */
export const _ACCEPTED_COLUMNS = "id, organization_id, accepted_at, json_extract(message, '$.to') AS recipient, json_extract(message, '$.from') AS sender";

/**
 * The status of a stored message no state change reached yet: ACCEPTED at its acceptance,
 * with its organization, recipient and sender, exactly as applying that change would make
 * it. The submit transaction writes no state: this is read from the message's own row.
 *
 * @internal
 */
export function _acceptedStatus(row: _AcceptedRow): MessageStatus {
  const change = { id: row.id, state: 'ACCEPTED', at: row.accepted_at, organizationId: row.organization_id, to: row.recipient, from: row.sender } as const;
  return applyChange(undefined, change) as MessageStatus;
}
