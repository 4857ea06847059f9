import type { AgentContentMessage } from './content';

/** The kinds of traffic an agent message declares, each worth sending. @public */
export const MESSAGE_TRAFFIC_TYPES = ['AUTHENTICATION', 'TRANSACTION', 'PROMOTION', 'SERVICEREQUEST', 'ACKNOWLEDGEMENT'] as const;

/** The kind of traffic an agent message declares. @public */
export type MessageTrafficType = (typeof MESSAGE_TRAFFIC_TYPES)[number];

/**
 * The enum value RBM has for "no traffic type" (the agent's default applies): accepted in a
 * body or an answer, never written by `toAgentMessage`.
 *
 * @public
 */
export const MESSAGE_TRAFFIC_TYPE_UNSPECIFIED = 'MESSAGE_TRAFFIC_TYPE_UNSPECIFIED';

/** How RBM classifies a message to a US number for billing (output only). @public */
export interface RbmRichMessageClassification {
  /** The class, such as `RICH_MESSAGE` (text and simple suggestions) or a rich-media one. */
  classificationType?: string;
  /** Segments of 160 bytes of text, rounded up; only for a rich message (int32: a JSON number, as Google's clients type it; `checkAgentMessage` also reads a decimal string, as proto3 JSON does). */
  segmentCount?: number;
}

/** The body of `phones.agentMessages.create` (RBM REST v1), also its answer. @public */
export interface AgentMessage {
  /** The content. */
  contentMessage: AgentContentMessage;
  /** The kind of traffic; optional today, recommended by the platform. */
  messageTrafficType?: MessageTrafficType | typeof MESSAGE_TRAFFIC_TYPE_UNSPECIFIED;
  /** UTC timestamp (RFC 3339, `Z`) after which the platform revokes the message; excludes ttl. */
  expireTime?: string;
  /** Input only: a duration such as `"3600s"` after which the platform revokes the message; excludes expireTime. */
  ttl?: string;
  /** Output only: `phones/{E.164}/agentMessages/{messageId}`. */
  name?: string;
  /** Output only: when the platform sent the message. */
  sendTime?: string;
  /** Output only, US numbers: the message's billing class. */
  richMessageClassification?: RbmRichMessageClassification;
  /** Output only, US numbers: the recipient's carrier. */
  carrier?: string;
  /** Output only, US numbers: the size of the message (int64: a decimal string, as Google writes and types it; `checkAgentMessage` also reads a number, as proto3 JSON does). */
  totalPayloadSizeBytes?: string;
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
