import type { AgentContentMessage } from './content';

/** The kinds of traffic an agent message declares. @public */
export const MESSAGE_TRAFFIC_TYPES = ['AUTHENTICATION', 'TRANSACTION', 'PROMOTION', 'SERVICEREQUEST', 'ACKNOWLEDGEMENT'] as const;

/** The kind of traffic an agent message declares. @public */
export type MessageTrafficType = (typeof MESSAGE_TRAFFIC_TYPES)[number];

/** The body of `phones.agentMessages.create` (RBM REST v1), also its answer. @public */
export interface AgentMessage {
  /** The content. */
  contentMessage: AgentContentMessage;
  /** The kind of traffic; optional today, recommended by the platform. */
  messageTrafficType?: MessageTrafficType;
  /** UTC timestamp (RFC 3339, `Z`) after which the platform revokes the message; excludes ttl. */
  expireTime?: string;
  /** Input only: a duration such as `"3600s"` after which the platform revokes the message; excludes expireTime. */
  ttl?: string;
  /** Output only: `phones/{E.164}/agentMessages/{messageId}`. */
  name?: string;
  /** Output only: when the platform sent the message. */
  sendTime?: string;
}

/** One `POST v1/{parent}/agentMessages?agentId=&messageId=` call: its URL parts and its body. @public */
export interface AgentMessageRequest {
  /** `phones/+` then the recipient's E.164 digits. */
  parent: string;
  /** The RBM agent the message is sent as. */
  agentId: string;
  /** UUID of the message; the platform ignores a second message with the same id from one agent. */
  messageId: string;
  /** The path and query, relative to the API host: `v1/{parent}/agentMessages?agentId=...&messageId=...`. */
  path: string;
  /** The JSON body. */
  body: AgentMessage;
}
