import type { SmsFallbackPolicyPort, SmsFallbackPort } from '@rcs-send/service';
import type { Sms, SmsSendOptions, SmsSubmission } from '@rcs-send/sms';
import type { KnownReachability } from './knownReachability';
import type { SmsReceiptInbox } from './smsReceiptInbox';

/** What sends one SMS: the `send` of an SMPP sender (`createSmppSender` of `@rcs-send/sms`). @public */
export interface SmsSubmitter {
  /** Submits an SMS; resolves once the SMSC accepted every segment, rejects with an `SmsSendError` of `@rcs-send/sms`. It calls `options.beforeSubmit` (the record's claim) only once its first segment can leave at once, and gives up on `options.signal` what it has not claimed. */
  send(sms: Sms, options?: SmsSendOptions): Promise<SmsSubmission>;
}

/** The SMS fallback of a dispatcher: where the policy is looked up, where the one SMS per message is recorded, what sends it. @public */
export interface SmsFallbackOptions {
  /** The policy of a message's sender (its own, else its organization's). */
  readonly policies: SmsFallbackPolicyPort;
  /** Where each message's one SMS is recorded before it is submitted (every worker of a store shares them). */
  readonly records: SmsFallbackPort;
  /** What submits the SMS (one SMPP sender per process). */
  readonly sms: SmsSubmitter;
  /** Where the SMPP sender's receipts go ({@link createSmsReceiptInbox}): an SMS accepted is matched against the receipts that came before its ids were recorded. */
  readonly receipts: SmsReceiptInbox;
  /** What capability checks (and the platform's 404s to sends) said lately ({@link createKnownReachability}): a message whose recipient was found unable to receive RCS from its sender falls back at once as NOT_RCS_CAPABLE, skipping RCS (promotional messages excepted: their opt-out is checked on the way to RCS). @defaultValue none: every message tries RCS first */
  readonly knownReachability?: KnownReachability;
}
