/** The reasons an SMS fallback writes, each in one place: status bodies, webhooks, tests and docs read them from here. @public */
export const SMS_FALLBACK_REASONS = {
  /** The RCS outcome of a message the platform withdrew at the end of its window while its own expiration was ahead (its `fallbackReason`). */
  revoked: 'TTL_EXPIRATION_REVOKED: the platform withdrew it undelivered at the end of its window',
  /** The RCS outcome of a message the platform answered 404 NOT_FOUND: its recipient cannot receive RCS (its `fallbackReason`, named as the trigger is). */
  notRcsCapable: 'NOT_RCS_CAPABLE: the platform answered 404 NOT_FOUND, the recipient is not reachable via RCS',
  /** The RCS outcome of a message never tried on RCS: a capability check, or the platform's 404 to an earlier send, had found its recipient unable to receive RCS from its sender (its `fallbackReason`). */
  knownNotRcsCapable: 'NOT_RCS_CAPABLE: the recipient was found not reachable via RCS lately (a capability check or an earlier send); RCS was not tried',
  /** The organization's balance cannot pay for the segments: no SMS, the message ends FAILED. */
  insufficientBalance: 'SMS fallback: insufficient balance',
  /** A worker stopped between claiming the submit and recording the SMSC's answer: the SMS may have left, and is never sent again. */
  outcomeUnknown: 'SMS outcome unknown: the worker stopped during its submit',
  /** The worker stopped after claiming the submit but before any segment was written to the SMSC: nothing left, the charge is given back. */
  stoppedBeforeSubmit: 'SMS not sent: the worker stopped before any segment reached the SMSC',
} as const;

/** Why a recorded SMS was never sent: its message was `state` (CANCELLED, or ended FAILED or EXPIRED on RCS) before the submit. @internal */
export const _notSentReason = (state: string): string => `SMS fallback: not sent, the message is ${state}`;
