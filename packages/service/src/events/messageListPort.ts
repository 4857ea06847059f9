import type { MessageChannel, MessageState } from '../lifecycle/messageStates';
import type { MessageStatus } from '../lifecycle/stateChange';

/** What a list of an organization's messages keeps: each filter given must match. @public */
export interface MessageFilter {
  /** Messages in this state now. */
  readonly state?: MessageState;
  /** Messages on this channel now (`RCS` until a fallback, `SMS` after). */
  readonly channel?: MessageChannel;
  /** Messages to this recipient (canonical digits, no `+`). */
  readonly to?: string;
  /** Messages from this sender. */
  readonly from?: string;
  /** Messages accepted at this epoch millisecond or later. */
  readonly since?: number;
  /** Messages accepted before this epoch millisecond. */
  readonly until?: number;
}

/** A place in a list, newest first: the acceptance time and id of the last message a page went past. @public */
export interface ListPosition {
  /** Its acceptance, in epoch milliseconds. */
  readonly acceptedAt: number;
  /** Its id. */
  readonly id: string;
}

/** One page of a list. @public */
export interface MessageListing {
  /** The messages, newest first (by acceptance time, then by id, both descending). */
  readonly messages: readonly MessageStatus[];
  /** Where the next page starts, or null when no message is left past this page. */
  readonly next: ListPosition | null;
}

/**
 * The organizations' messages, searchable: newest first, by acceptance time then id. Pages are
 * stable while new messages arrive (a position only moves into the past). A page may hold fewer
 * than `limit` messages with a `next` that is not null when the store stopped looking to bound
 * its work: follow `next` until it is null.
 *
 * @public
 */
export interface MessageListPort {
  /** Up to `limit` (a whole number from 1) of the organization's messages matching `filter`, strictly past `after` when given. */
  list(organizationId: string, filter: MessageFilter, limit: number, after?: ListPosition): Promise<MessageListing>;
}
