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

/** The verdict on one element of `messages`. @public */
export interface MessageResult {
  /** Index of the message in `messages`. */
  index: number;
  /** True iff the message has no error. */
  ok: boolean;
  /** The message's errors, in document order. */
  issues: Issue[];
  /** The canonical message, present iff `ok`. */
  value?: Message;
}

/** The verdict on a whole send request. @public */
export interface SendRequestResult {
  /** True iff there is no error anywhere in the request. */
  ok: boolean;
  /** Every error found, root and message level, in document order. */
  issues: Issue[];
  /** One result per element when `messages` is an array, else empty. */
  messages: MessageResult[];
  /** The canonical request, present iff `ok`. */
  value?: SendRequest;
}

/** Options of {@link validateSendRequest}. @public */
export interface ValidateOptions {
  /**
   * The clock that expirationDateTime is compared with.
   * @defaultValue the current time
   */
  now?: Date;
}
