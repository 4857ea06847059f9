import type { MediaHeight, Message } from '@rcs-send/core';
import { toRbmTimestamp } from '../time/utcTimestamp';
import { isRbmUuid } from '../ids';
import { MESSAGE_TRAFFIC_TYPES, type AgentMessage, type AgentMessageRequest, type MessageTrafficType } from '../types/agentMessage';
import { _toRbmContentMessage } from './content';
import { _defined } from '../defined';
import { rbmMessageName, rbmSendPath } from '../api/paths';

/** Options of {@link toAgentMessage}. @public */
export interface ToAgentMessageOptions {
  /** The accepted message's id, a UUID: RBM ignores a retry that reuses it. */
  messageId: string;
  /**
   * The RBM agent id of a message's sender.
   * @defaultValue the sender itself (`from` is the agent id)
   */
  agentIdOf?: (from: string) => string;
  /**
   * The traffic type every message declares: one of {@link MESSAGE_TRAFFIC_TYPES} (never
   * `MESSAGE_TRAFFIC_TYPE_UNSPECIFIED`); {@link messageTrafficTypeOf} gives it from the agent's use case.
   * @defaultValue 'TRANSACTION'
   */
  messageTrafficType?: MessageTrafficType;
  /**
   * The height given to media of a vertical standalone card or a carousel card that has none (RBM requires one).
   * @defaultValue 'MEDIUM'
   */
  defaultMediaHeight?: MediaHeight;
}

/** The defaults of the optional {@link ToAgentMessageOptions}. @public */
export const TO_AGENT_MESSAGE_DEFAULTS = Object.freeze({
  messageTrafficType: 'TRANSACTION',
  defaultMediaHeight: 'MEDIUM',
} as const satisfies Required<Pick<ToAgentMessageOptions, 'messageTrafficType' | 'defaultMediaHeight'>>);

/** Only the body of the translation (no URL parts): what the size of a request is measured on. @internal */
export function _toAgentMessageBody(message: Message, options?: Omit<ToAgentMessageOptions, 'messageId' | 'agentIdOf'>): AgentMessage {
  const settings = { defaultMediaHeight: options?.defaultMediaHeight ?? TO_AGENT_MESSAGE_DEFAULTS.defaultMediaHeight };
  return _defined({
    contentMessage: _toRbmContentMessage(message.contentMessage, settings),
    messageTrafficType: options?.messageTrafficType ?? TO_AGENT_MESSAGE_DEFAULTS.messageTrafficType,
    expireTime: message.expirationDateTime === undefined ? undefined : toRbmTimestamp(message.expirationDateTime),
  });
}

/**
 * Translates one canonical message (the `value` of a valid result of the core) into the
 * `phones.agentMessages.create` call that sends it through RBM. Zero I/O; never mutates
 * `message`; shares no object with it.
 *
 * @throws TypeError when `options.messageId` is not a UUID, the agent id is empty, or
 * `options.messageTrafficType` is not one of {@link MESSAGE_TRAFFIC_TYPES}
 * @public
 */
export function toAgentMessage(message: Message, options: ToAgentMessageOptions): AgentMessageRequest {
  const { messageId, messageTrafficType } = options;
  if (!isRbmUuid(messageId)) throw new TypeError('toAgentMessage: options.messageId must be a UUID.');
  if (messageTrafficType !== undefined && !(MESSAGE_TRAFFIC_TYPES as readonly string[]).includes(messageTrafficType))
    throw new TypeError(`toAgentMessage: options.messageTrafficType must be one of ${MESSAGE_TRAFFIC_TYPES.join(', ')}.`);
  const agentId = options.agentIdOf === undefined ? message.from : options.agentIdOf(message.from);
  if (typeof agentId !== 'string' || agentId === '') throw new TypeError('toAgentMessage: the agent id must be a non-empty string.');
  const name = rbmMessageName(messageId, message.to, agentId);
  return { ...name, path: rbmSendPath(name), body: _toAgentMessageBody(message, options) };
}
