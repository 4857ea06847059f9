import type { Message } from '@rcs-send/core';
import type { SubmittedMessage } from '@rcs-send/service';

/** The columns of `messages` that make up a {@link @rcs-send/service#SubmittedMessage}. @internal */
export interface _MessageRow {
  /** The message id. */
  readonly id: string;
  /** The organization charged. */
  readonly organization_id: string;
  /** The principal that sent it. */
  readonly principal_id: string;
  /** Its index in the request's messages. */
  readonly message_index: number;
  /** When it was accepted, RFC 3339. */
  readonly accepted_at: string;
  /** Its expiration, epoch milliseconds (read once at its acceptance), or null. */
  readonly expires_at: number | null;
  /** The canonical message, JSON. */
  readonly message: string;
}

/** The columns to select for {@link _messageOf}. @internal */
export const _MESSAGE_COLUMNS = 'id, organization_id, principal_id, message_index, accepted_at, expires_at, message';

/** The accepted message a row holds. @internal */
export function _messageOf(row: _MessageRow): SubmittedMessage {
  return {
    id: row.id,
    organizationId: row.organization_id,
    principalId: row.principal_id,
    index: row.message_index,
    acceptedAt: row.accepted_at,
    expiresAt: row.expires_at,
    message: JSON.parse(row.message) as Message,
  };
}
