import { commandStatusName } from './commandStatus';

/**
 * Why an SMS was not accepted by the SMSC: REFUSED (a permanent SMPP error, e.g.
 * ESME_RINVDSTADR), THROTTLED (still throttled after every attempt), EXPIRED (its validity
 * ended before it could be submitted), INVALID_RECIPIENT (not an MSISDN), INVALID_SENDER (a `from`
 * that is neither a number, a short code nor an alphanumeric id), BIND_REFUSED (the
 * SMSC refused the system id or password), CLOSED (the sender was closed first) or ABORTED
 * (given up before any segment was submitted: its signal, or its `beforeSubmit` said no).
 * @public
 */
export type SmsSendErrorCode = 'REFUSED' | 'THROTTLED' | 'EXPIRED' | 'INVALID_RECIPIENT' | 'INVALID_SENDER' | 'BIND_REFUSED' | 'CLOSED' | 'ABORTED';

const DESCRIPTIONS: Readonly<Record<SmsSendErrorCode, string>> = {
  REFUSED: 'the SMSC refused the SMS',
  THROTTLED: 'the SMSC was still throttling after the last attempt',
  EXPIRED: 'the SMS expired before it could be submitted',
  INVALID_RECIPIENT: 'the recipient is not an MSISDN of 8 to 15 digits',
  INVALID_SENDER: 'the sender is neither a number, a short code nor an alphanumeric id of up to 11 characters',
  BIND_REFUSED: 'the SMSC refused the bind',
  CLOSED: 'the SMPP sender was closed',
  ABORTED: 'the SMS was given up before any segment was submitted',
};

/** A send that failed, with its reason; never carries the password, the text or the recipient. @public */
export class SmsSendError extends Error {
  /** Why the send failed. */
  readonly code: SmsSendErrorCode;
  /** The SMPP command_status behind it (REFUSED, THROTTLED, BIND_REFUSED). */
  readonly commandStatus: number | undefined;
  /** True when no segment of the SMS can have reached the SMSC: refused or given up before any submit (ABORTED always), closed before any was written, or an SMS of one segment that the SMSC refused, kept throttling, or that expired waiting. */
  readonly unsent: boolean;

  /** An error of `code`, naming `commandStatus` (e.g. ESME_RINVDSTADR) when there is one; `unsent` when no segment can have left. */
  constructor(code: SmsSendErrorCode, commandStatus?: number, unsent = false) {
    super(commandStatus === undefined ? DESCRIPTIONS[code] : `${DESCRIPTIONS[code]}: ${commandStatusName(commandStatus)}`);
    this.name = 'SmsSendError';
    this.code = code;
    this.commandStatus = commandStatus;
    this.unsent = unsent;
  }
}
