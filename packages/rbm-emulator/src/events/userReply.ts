import { randomUUID } from 'node:crypto';

/**
 * A user's answer to post to the agent's webhook: a tap on a suggestion when `postbackData` is
 * set (RBM's `suggestionResponse`), else free text.
 *
 * @public
 */
export interface EmulatorReply {
  /** The agent the user answers. */
  readonly agentId: string;
  /** The user's number, E.164 with `+`. */
  readonly from: string;
  /** The text (the suggestion's text for a tap). */
  readonly text: string;
  /** The tapped suggestion's `postbackData`. @defaultValue none: a text message */
  readonly postbackData?: string;
  /** A suggested reply or a suggested action. @defaultValue `'REPLY'` */
  readonly type?: 'REPLY' | 'ACTION';
}

/** What posting a reply did. @public */
export interface EmulatorReplyResult {
  /** The webhook's status (the last one, when the reply was posted twice). */
  readonly status: number;
  /** The `messageId` the platform gave the user's message. */
  readonly messageId: string;
}

/** A reply from an admin request body, or a sentence saying what is wrong with it. @internal */
export function _replyOf(input: unknown): EmulatorReply | string {
  if (typeof input !== 'object' || input === null) return 'the body must be a JSON object';
  const { agentId, from, text, postbackData, type } = input as Record<string, unknown>;
  if (typeof agentId !== 'string' || typeof from !== 'string' || typeof text !== 'string') return 'agentId, from and text must be strings';
  if (postbackData !== undefined && typeof postbackData !== 'string') return 'postbackData must be a string';
  if (type !== undefined && type !== 'REPLY' && type !== 'ACTION') return 'type must be REPLY or ACTION';
  return { agentId, from, text, ...(postbackData === undefined ? {} : { postbackData }), ...(type === undefined ? {} : { type }) };
}

/** RBM's `UserMessage` for a reply, with a fresh `messageId`. @internal */
export function _userMessageOf(reply: EmulatorReply): Record<string, unknown> {
  const content = reply.postbackData === undefined ? { text: reply.text } : { suggestionResponse: { postbackData: reply.postbackData, text: reply.text, type: reply.type ?? 'REPLY' } };
  return { senderPhoneNumber: reply.from, messageId: randomUUID(), sendTime: new Date().toISOString(), agentId: reply.agentId, ...content };
}
