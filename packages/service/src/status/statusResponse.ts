import { _BASE_HEADERS } from '../response/errorResponse';
import type { ServiceResponse } from '../response/types';
import { messageChannelFields } from './channelFields';
import type { MessageStatusBody, MessageStatusRecord } from './messageStatus';

/** The states that may carry a reason for the client (why it failed, how it was withdrawn). */
const EXPLAINED: ReadonlySet<string> = new Set(['FAILED', 'EXPIRED', 'CANCELLED']);

/** The client's view of a status (its channel always, see `messageChannelFields`), no organization, recipient or attempts: the body of a lookup and of each entry of the message list. @internal */
export function _statusBody(record: MessageStatusRecord): MessageStatusBody {
  return {
    id: record.id,
    state: record.state,
    at: record.at,
    ...(EXPLAINED.has(record.state) && record.reason !== undefined ? { reason: record.reason } : {}),
    ...messageChannelFields(record),
  };
}

/** The {@link _statusBody} of `record`, answered with `status` (200; 409 for a cancel refused). @internal */
export function _statusResponse(status: number, record: MessageStatusRecord): ServiceResponse<MessageStatusBody> {
  return { status, headers: { ..._BASE_HEADERS }, body: _statusBody(record) };
}
