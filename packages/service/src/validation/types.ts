import type { Message, SendRequest } from '@rcs-send/core';
import type { HttpOptions } from '../http/types';
import type { ProfileOptions } from '../profile/profileOption';
import type { RejectedMessage, ServiceResponse } from '../response/types';

/** Options of the validation-only entry points and of the Express and Koa validation middleware. @public */
export interface ValidationOptions extends HttpOptions, ProfileOptions {
  /**
   * `false`: any invalid message answers 400 with its first error, as the service does in
   * all-or-nothing mode. `true`: the request goes on as long as its root is valid and at
   * least one message is valid; each message carries its own verdict (the service's partial mode).
   * @defaultValue false
   */
  readonly perMessage?: boolean;
  /**
   * The clock `expirationDateTime` must be later than.
   * @defaultValue () =\> new Date()
   */
  readonly now?: () => Date;
}

/** A message that passed validation: its index in the body and its canonical value. @public */
export interface ValidMessage {
  /** Index of the message in the request's `messages`. */
  readonly index: number;
  /** Always VALID. */
  readonly status: 'VALID';
  /** The canonical message (e.g. `to` as digits only). */
  readonly message: Message;
}

/** The verdict on one message: VALID with its canonical value, or REJECTED with its first error (the API's outcome shape). @public */
export type MessageVerdict = ValidMessage | RejectedMessage;

/** A request that passed validation, as the validation entry points hand it on. @public */
export interface SendValidation {
  /** The canonical request: the lower-case organizationId and the valid messages, in request order. */
  readonly request: SendRequest;
  /** One verdict per element of the body's `messages`, in order (REJECTED ones only with `perMessage`). */
  readonly messages: readonly MessageVerdict[];
  /** True when every message is valid (always, unless `perMessage`): `request.messages` is then the whole body. */
  readonly allValid: boolean;
}

/** What validating a request decided: go on with the {@link SendValidation}, or answer with the error response. @public */
export type ValidationVerdict =
  | { readonly ok: true; readonly validation: SendValidation }
  | { readonly ok: false; readonly response: ServiceResponse };
