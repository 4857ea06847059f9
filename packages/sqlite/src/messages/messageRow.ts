import type { Message } from '@rcs-send/core';
import type { SubmittedMessage } from '@rcs-send/service';

/** The columns of `messages` that make up a {@link @rcs-send/service#SubmittedMessage}. @internal */
export interface _MessageRow {
  readonly id: string;
  readonly organization_id: string;
  readonly principal_id: string;
  readonly message_index: number;
  readonly accepted_at: string;
  readonly message: string;
}

/** The columns to select for {@link _messageOf}. @internal */
export const _MESSAGE_COLUMNS = 'id, organization_id, principal_id, message_index, accepted_at, message';

/** The accepted message a row holds. @internal */
export function _messageOf(row: _MessageRow): SubmittedMessage {
  return {
    id: row.id,
    organizationId: row.organization_id,
    principalId: row.principal_id,
    index: row.message_index,
    acceptedAt: row.accepted_at,
    message: JSON.parse(row.message) as Message,
  };
}
