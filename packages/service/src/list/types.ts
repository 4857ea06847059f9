import type { MessageListPort } from '../events/messageListPort';
import type { AuthPort } from '../ports/auth';
import type { OrganizationPort } from '../ports/organizations';
import type { PortName } from '../ports/ports';
import type { ErrorBody, ServiceResponse } from '../response/types';
import type { MessageStatusBody } from '../status/messageStatus';

/** The ports the message list reads through. @public */
export interface MessageListPorts {
  /** Authenticates API keys, as for sending. */
  readonly auth: AuthPort;
  /** Whether the caller is a member of the organization named. */
  readonly organizations: OrganizationPort;
  /** The organizations' messages, newest first (a store's `messages`). */
  readonly messages: MessageListPort;
}

/** Options of {@link createMessageList}. @public */
export interface MessageListOptions {
  /** The ports. */
  readonly ports: MessageListPorts;
  /**
   * Told of every error a port threw (or an unexpected error of the list itself); clients only see a generic 500 or 503.
   * @defaultValue ignore
   */
  readonly onError?: (error: unknown, source: PortName | 'service') => void;
}

/** One page of the message list, as an HTTP layer hands it over. @public */
export interface MessageListInput {
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The query: `organizationId`, and the filters, `limit` and `cursor` when given. */
  readonly query: URLSearchParams;
}

/** The body of a 200 answer of the message list: one page of an organization's messages. @public */
export interface MessageListBody {
  /** The messages matching every filter given, newest first (by acceptance time, then id), each as the status lookup answers it. */
  messages: MessageStatusBody[];
  /** The `cursor` of the next page, or null when no message is left past this page (a page may hold fewer than `limit` messages and still have a next). */
  next: string | null;
}

/** An HTTP answer of the message list, for any host to write: a page (200) or the API's error body. @public */
export type MessageListResponse = ServiceResponse<MessageListBody | ErrorBody>;

/** The message list of `GET /v1.2/rcs/messages`, free of any framework. @public */
export interface MessageList {
  /** Answers one page; never throws. */
  list(input: MessageListInput): Promise<MessageListResponse>;
}
