import type { ErrorCode } from '../catalogue/catalogue';
import type { Message, SendRequest } from './request';

/** One error found in a request. @public */
export interface Issue {
  /** The catalogue code of the broken rule. */
  code: ErrorCode;
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
export interface InvalidMessageResult {
  /** Index of the message in `messages`. */
  index: number;
  /** The message has at least one error. */
  ok: false;
  /** The message's errors, in document order (at least one). */
  issues: Issue[];
  /** Never present: an invalid message has no canonical value. */
  value?: undefined;
}

/**
 * The verdict on one element of `messages`. Narrows on `ok`: after `if (!result.ok) return;`
 * `result.value` is the canonical message.
 * @public
 */
export type MessageResult = ValidMessageResult | InvalidMessageResult;

/**
 * The verdict on the request's own fields (the root object), apart from its messages: what a
 * service needs before it looks at any message (which organization, and whether the request
 * itself is refused).
 *
 * @public
 */
export interface RootResult {
  /** The root's own issues (never a message's), in document order; a prefix of the request's `issues`. */
  issues: Issue[];
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
export interface InvalidSendRequestResult {
  /** There is at least one error in the request. */
  ok: false;
  /** Every error found, root and message level, in document order (at least one). */
  issues: Issue[];
  /** The root's verdict: its own issues, and the organizationId when that is valid. */
  root: RootResult;
  /** One result per element when `messages` is an array, else empty. */
  messages: MessageResult[];
  /** Never present: an invalid request has no canonical value. */
  value?: undefined;
}

/**
 * The verdict on a whole send request. Narrows on `ok`: after `if (!result.ok) return;`
 * `result.value` is the canonical request.
 * @public
 */
export type SendRequestResult = ValidSendRequestResult | InvalidSendRequestResult;

/** Options of {@link validateSendRequest}. @public */
export interface ValidateOptions {
  /**
   * The clock that expirationDateTime is compared with.
   * @defaultValue the current time
   */
  now?: Date;
}
