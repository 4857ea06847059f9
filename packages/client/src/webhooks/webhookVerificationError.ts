/** Why a webhook request was refused: a header missing, a timestamp unreadable or too far from now, no signature that holds, or a body that is not an event. @public */
export type WebhookVerificationReason = 'HEADERS_MISSING' | 'TIMESTAMP_INVALID' | 'TIMESTAMP_OUT_OF_TOLERANCE' | 'SIGNATURE_INVALID' | 'PAYLOAD_INVALID';

/** A webhook request that did not verify: answer it 400 and do not act on it. @public */
export class WebhookVerificationError extends Error {
  /** Why. */
  readonly reason: WebhookVerificationReason;

  /** An error for `reason`. */
  constructor(reason: WebhookVerificationReason) {
    super(`webhook not verified: ${reason}`);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}
