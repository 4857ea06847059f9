import { validateMessage, type Message, type SupportedMimeType } from '@rcs-send/core';
import { checkAgentMessage } from '../check/checkAgentMessage';
import { _defined } from '../defined';
import type { AgentMessage } from '../types/agentMessage';
import { _fromContentMessage, type _FromContext } from './content';
import { _importIssue, type FromAgentMessageIssue } from './issues';
import { _withoutNulls } from './withoutNulls';

/** Options of {@link fromAgentMessage}: what an RBM body does not say. @public */
export interface FromAgentMessageOptions {
  /** The recipient, as the core accepts it (`+351912345678`, `351912345678`...): RBM has it in the URL. */
  to: string;
  /** The sender: RBM has the agent id in the URL. */
  from: string;
  /**
   * The media type of a file, given its URL and the path of its contentInfo in the body
   * (`contentMessage.richCard.carouselCard.cardContents[1].media.contentInfo`). Return
   * undefined to infer it from the URL's extension ({@link mimeTypeFromUrl}).
   * @defaultValue inferred from the URL's extension
   */
  mimeTypeOf?: (fileUrl: string, path: string) => SupportedMimeType | undefined;
  /**
   * The clock the expiration must be later than (the core's rule).
   * @defaultValue the current time
   */
  now?: Date;
  /**
   * The message's index in `messages`, used in the core's params.
   * @defaultValue 0
   */
  index?: number;
}

/** The verdict of {@link fromAgentMessage}. @public */
export type FromAgentMessageResult =
  | { /** The body became a valid canonical message. */ ok: true; /** The canonical message. */ value: Message; /** None. */ issues: [] }
  | { /** It did not. */ ok: false; /** Never present. */ value?: undefined; /** At least one issue. */ issues: FromAgentMessageIssue[] };

/**
 * Reads an RBM `AgentMessage` body back into a canonical message, for teams migrating from
 * RBM payloads. In three steps, each stopping at its own issues: RBM's field rules
 * ({@link checkAgentMessage}); the features without an equivalent here (`RBM_...` codes);
 * the core's `validateMessage`, so an `ok` value is valid. `messageTrafficType` and the
 * output-only fields of an answer (`name`, `sendTime`, and for US numbers
 * `richMessageClassification`, `carrier`, `totalPayloadSizeBytes`) are ignored. Zero I/O; never
 * mutates `body`; never throws unless `mimeTypeOf` does.
 *
 * @param body - the parsed JSON body, any value
 * @public
 */
export function fromAgentMessage(body: unknown, options: FromAgentMessageOptions): FromAgentMessageResult {
  const check = checkAgentMessage(body);
  if (!check.ok) return { ok: false, issues: check.fieldViolations.map(({ reason, field, description }) => ({ code: reason, path: field, description })) };
  const message = _withoutNulls(body) as AgentMessage;
  const context: _FromContext = { mimeTypeOf: options.mimeTypeOf, issues: [] };
  if (message.ttl !== undefined) context.issues.push(_importIssue('RBM_TTL', 'ttl'));
  const contentMessage = _fromContentMessage(message.contentMessage, context);
  if (context.issues.length > 0 || contentMessage === undefined) return { ok: false, issues: context.issues };
  const candidate = _defined({ to: options.to, from: options.from, expirationDateTime: message.expireTime, contentMessage });
  const index = options.index ?? 0;
  const result = validateMessage(candidate, options.now === undefined ? { index } : { now: options.now, index });
  if (!result.ok) return { ok: false, issues: result.issues.map(({ code, param, description }) => ({ code, path: param, description })) };
  return { ok: true, value: result.value, issues: [] };
}
