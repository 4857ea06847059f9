import type { SmsEncoding } from '../encoding/encodeSms';
import type { SmsReceipt } from './deliveryReceipt';
import type { RetryDelay } from './retryDelay';

/** Options of {@link createSmppSender}. @public */
export interface SmppSenderOptions {
  /** The SMSC's host name or address. */
  host: string;
  /** The SMSC's SMPP port. */
  port: number;
  /** The system id to bind with. */
  systemId: string;
  /** The password to bind with; never logged nor put in an error. */
  password: string;
  /** The system type to bind with. @defaultValue '' */
  systemType?: string;
  /** The sender of every SMS: an international number (8 to 15 digits), a short code (3 to 7 digits) or an alphanumeric id (up to 11 characters). */
  sourceAddress: string;
  /** Most submit_sm outstanding at once (sent, not yet answered). @defaultValue 10 */
  window?: number;
  /** Most segments of one SMS; a longer text is cut with a marker. @defaultValue 6 */
  maxSegments?: number;
  /** Milliseconds between enquire_link keep-alives. @defaultValue 30000 */
  enquireLinkMs?: number;
  /** Milliseconds an answer may take before the connection counts as lost (and is reopened). @defaultValue 10000 */
  responseTimeoutMs?: number;
  /** Delays between reconnections and between retries of a throttled submit. @defaultValue `{ initial: 250, max: 30000 }` */
  retryDelay?: RetryDelay;
  /** Attempts of a segment answered ESME_RTHROTTLED or ESME_RMSGQFUL before the send fails. @defaultValue 10 */
  maxAttempts?: number;
  /** Called with every final delivery receipt, one per segment, as it arrives (already answered); it must not throw. */
  onReceipt?: (receipt: SmsReceipt) => void;
  /** Called at each change of the link to the SMSC (for an operator's log); it must not throw. */
  onLink?: (change: SmppLinkChange) => void;
}

/**
 * A change of the link to the SMSC: BOUND (a transceiver bind answered OK), LOST (a bound session
 * dropped: what it left unanswered is sent again after the next bind), UNREACHABLE (an attempt to
 * connect or bind failed; the sender keeps trying, with backoff), REFUSED (the SMSC refused the
 * system id or password, named in `status`: the sender stops for good).
 *
 * @public
 */
export type SmppLinkChange = { readonly state: 'BOUND' | 'LOST' | 'UNREACHABLE' } | { readonly state: 'REFUSED'; /** The SMPP status, e.g. ESME_RINVPASWD. */ readonly status: string };

/** One SMS to send. @public */
export interface Sms {
  /** The recipient MSISDN: 8 to 15 digits, country code first (a leading plus is allowed). */
  to: string;
  /** The text; encoded and cut by {@link encodeSms}. */
  text: string;
  /** The sender of this SMS (a tenant's own), in the forms `sourceAddress` takes. @defaultValue the sender's `sourceAddress` */
  from?: string;
  /** The moment after which the SMS must not be delivered: its validity period, and no submit after it. */
  validUntil?: Date;
  /** Most segments of this SMS, 1 to 255, over the sender's `maxSegments`. */
  maxSegments?: number;
  /** The concatenation reference, 0 to 255: a retry of a recorded SMS passes the one it recorded. @defaultValue the sender's next (1, 2, ... 255, 0, ...) */
  reference?: number;
}

/** How one SMS is sent besides what it is. @public */
export interface SmsSendOptions {
  /** Gives the SMS up (`ABORTED`, nothing sent) while none of it is written nor claimed: a stop that must not wait for an SMSC out of reach. */
  signal?: AbortSignal;
  /**
   * Called once, when the SMS's first segment can be written at once (bound, with room in the
   * window, kept for it meanwhile): resolve true to submit it now (e.g. once a claim that it is
   * submitted at most once is durable), false to give it up (`ABORTED`, nothing sent); its
   * rejection is the send's.
   */
  beforeSubmit?: () => Promise<boolean>;
}

/** An SMS the SMSC accepted. @public */
export interface SmsSubmission {
  /** The SMSC's message id of the first segment. */
  smscMessageId: string;
  /** The SMSC's message id of each segment, in order: each gets its own receipt. */
  smscMessageIds: string[];
  /** How many segments were submitted. */
  segments: number;
  /** GSM7 or UCS2. */
  encoding: SmsEncoding;
  /** True when the text was cut to the segment limit. */
  truncated: boolean;
}

/** An SMPP 3.4 transceiver that sends SMS. @public */
export interface SmppSender {
  /** Submits an SMS; resolves once the SMSC accepted every segment, rejects with an {@link SmsSendError} (or what `beforeSubmit` rejected with). */
  send(sms: Sms, options?: SmsSendOptions): Promise<SmsSubmission>;
  /** Resolves at the first bind; rejects with BIND_REFUSED when the SMSC refuses the credentials. */
  ready(): Promise<void>;
  /** Unbinds and closes; SMS not yet accepted fail with CLOSED. */
  close(): Promise<void>;
}
