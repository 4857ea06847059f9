import type { ErrorCode } from '../catalogue/catalogue';
import type { Message, SendRequest } from './request';

/**
 * One error found in a request. `Code` is {@link ErrorCode} without a profile; with a profile
 * or message rules it is {@link ProfiledIssueCode}.
 * @public
 */
export interface Issue<Code extends string = ErrorCode> {
  /** The catalogue code of the broken rule. */
  code: Code;
  /** Dot-and-bracket path of the field from the root of the body; "" for the root itself. */
  param: string;
  /** A human sentence describing the error. */
  description: string;
}

/** The verdict on a message without an error: it carries the canonical message. @public */
export interface ValidMessageResult {
  /** Index of the message in `messages`. */
  index: number;
  /** The message has no error. */
  ok: true;
  /** No issue. */
  issues: [];
  /** The canonical message. */
  value: Message;
}

/** The verdict on a message with at least one error. @public */
export interface InvalidMessageResult<Code extends string = ErrorCode> {
  /** Index of the message in `messages`. */
  index: number;
  /** The message has at least one error. */
  ok: false;
  /** The message's errors, in document order (at least one): the API's, then the profile's, then the message rules'. */
  issues: Issue<Code>[];
  /** Never present: an invalid message has no canonical value. */
  value?: undefined;
}

/**
 * The verdict on one element of `messages`. Narrows on `ok`: after `if (!result.ok) return;`
 * `result.value` is the canonical message.
 * @public
 */
export type MessageResult<Code extends string = ErrorCode> = ValidMessageResult | InvalidMessageResult<Code>;

/**
 * The verdict on the request's own fields (the root object), apart from its messages: what a
 * service needs before it looks at any message (which organization, and whether the request
 * itself is refused).
 *
 * @public
 */
export interface RootResult<Code extends string = ErrorCode> {
  /** The root's own issues (never a message's), in document order; a prefix of the request's `issues`. */
  issues: Issue<Code>[];
  /** The canonical (lower-case) organizationId when it is valid, even when other parts of the request are not; else undefined. */
  organizationId: string | undefined;
}

/** The verdict on the root of a request without an error. @public */
export interface ValidRootResult extends RootResult {
  /** No issue. */
  issues: [];
  /** The canonical organizationId. */
  organizationId: string;
}

/** The verdict on a request without an error: it carries the canonical request. @public */
export interface ValidSendRequestResult {
  /** There is no error anywhere in the request. */
  ok: true;
  /** No issue. */
  issues: [];
  /** The root's verdict: no issue, and the canonical organizationId. */
  root: ValidRootResult;
  /** One valid result per message. */
  messages: ValidMessageResult[];
  /** The canonical request. */
  value: SendRequest;
}

/** The verdict on a request with at least one error, at the root or in a message. @public */
export interface InvalidSendRequestResult<Code extends string = ErrorCode> {
  /** There is at least one error in the request. */
  ok: false;
  /** Every error found, root and message level, in document order (at least one). */
  issues: Issue<Code>[];
  /** The root's verdict: its own issues, and the organizationId when that is valid. */
  root: RootResult<Code>;
  /** One result per element when `messages` is an array, else empty. */
  messages: MessageResult<Code>[];
  /** Never present: an invalid request has no canonical value. */
  value?: undefined;
}

/**
 * The verdict on a whole send request. Narrows on `ok`: after `if (!result.ok) return;`
 * `result.value` is the canonical request.
 * @public
 */
export type SendRequestResult<Code extends string = ErrorCode> = ValidSendRequestResult | InvalidSendRequestResult<Code>;
