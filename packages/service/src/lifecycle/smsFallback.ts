/**
 * What may send a message by SMS instead: NOT_RCS_CAPABLE (the platform answered 404 to the
 * send, or a capability check already known says the number has no RCS), REVOKED (the platform
 * withdrew it at the end of its own window while its `expirationDateTime` is still ahead),
 * FAILED (delivery gave up for good on another answer).
 *
 * @public
 */
export const SMS_FALLBACK_TRIGGERS = ['NOT_RCS_CAPABLE', 'REVOKED', 'FAILED'] as const;

/** A trigger of {@link SMS_FALLBACK_TRIGGERS}. @public */
export type SmsFallbackTrigger = (typeof SMS_FALLBACK_TRIGGERS)[number];

/** An organization's (or one of its senders') SMS fallback: off unless `enabled`. @public */
export interface SmsFallbackPolicy {
  /** Whether a message may fall back to SMS. */
  readonly enabled: boolean;
  /** The SMS sender: an international number (8 to 15 digits), a short code (3 to 7 digits) or an alphanumeric id (up to 11 characters). */
  readonly smsSender: string;
  /** The outcomes that trigger the fallback. */
  readonly triggers: readonly SmsFallbackTrigger[];
  /** Segments of one SMS before its text is cut with a marker, 1 to 255. */
  readonly maxSegments: number;
}

/**
 * Where the SMS fallback policy of a sender is looked up: the sender's own policy when it has
 * one, else its organization's; undefined when neither has one (no fallback).
 *
 * @public
 */
export interface SmsFallbackPolicyPort {
  /** The policy that applies to messages of `organizationId` (lower case) sent as `from`. */
  policyOf(organizationId: string, from: string): Promise<SmsFallbackPolicy | undefined>;
}

/**
 * The stages of a message's SMS: PENDING (recorded, nothing sent), SUBMITTING (committed just
 * before the first segment leaves), ACCEPTED (the SMSC's ids stored), then DELIVERED, FAILED
 * or EXPIRED from its receipts (or FAILED when the submit was refused or its outcome is unknown).
 *
 * @public
 */
export type SmsFallbackStage = 'PENDING' | 'SUBMITTING' | 'ACCEPTED' | 'DELIVERED' | 'FAILED' | 'EXPIRED';

/** A fallback to record: the SMS made once, from the message, before anything is submitted. @public */
export interface NewSmsFallback {
  /** The accepted message's id. */
  readonly id: string;
  /** Its organization (lower case): the balance the SMS is charged to. */
  readonly organizationId: string;
  /** The recipient's MSISDN, canonical digits. */
  readonly to: string;
  /** The SMS sender (the policy's `smsSender`). */
  readonly smsSender: string;
  /** What triggered it. */
  readonly trigger: SmsFallbackTrigger;
  /** The RCS outcome that triggered it, as the status reports it (`fallbackReason`). */
  readonly fallbackReason: string;
  /** The SMS text (possibly cut to `maxSegments`). */
  readonly text: string;
  /** `GSM7` or `UCS2`. */
  readonly encoding: 'GSM7' | 'UCS2';
  /** Its segments: the units it costs. */
  readonly segments: number;
  /** The concatenation reference its parts carry, 0 to 255: a retry after a crash sends the same. */
  readonly reference: number;
  /** The segment limit it was cut to. */
  readonly maxSegments: number;
  /** When it was recorded, RFC 3339 UTC. */
  readonly at: string;
}

/** A recorded fallback, as the store holds it. @public */
export interface SmsFallbackRecord extends NewSmsFallback {
  /** Where it stands. */
  readonly stage: SmsFallbackStage;
  /** The SMSC's message id of each segment, in order, once ACCEPTED. */
  readonly smscMessageIds: readonly string[];
  /** Why it FAILED or EXPIRED. */
  readonly reason?: string;
}

/** Options of {@link SmsFallbackPort.fail}. @public */
export interface SmsFallbackFailOptions {
  /** No segment reached the SMSC (it refused the SMS before any left): a claimed record gets its charge back too. @defaultValue false */
  readonly unsent?: boolean;
}

/** What {@link SmsFallbackPort.begin} answers. @public */
export type SmsFallbackBegun =
  | { /** The record now held (the earlier one when it existed). */ readonly record: SmsFallbackRecord; /** False when it was recorded before (a retry, another worker). */ readonly created: boolean }
  | { /** The organization's balance cannot pay for the segments: nothing was written. */ readonly refused: 'INSUFFICIENT_BALANCE' };

/**
 * Where fallbacks are kept, one per message, for every worker of a store: the record is made
 * once and reused, so a message is never sent twice by SMS across crashes and a fleet.
 *
 * @public
 */
export interface SmsFallbackPort {
  /**
   * Records `fallback` as PENDING unless the message has a record, and in the same transaction
   * credits back the unit its acceptance debited and debits one unit per segment; refuses
   * (nothing written) when the balance cannot pay for the segments.
   */
  begin(fallback: NewSmsFallback): Promise<SmsFallbackBegun>;
  /** Moves a PENDING record to SUBMITTING: true when this call did (the caller submits it now), false otherwise (never submit then). */
  claimSubmit(id: string): Promise<boolean>;
  /** Moves a SUBMITTING record to ACCEPTED with the SMSC's id of each segment (each findable by {@link SmsFallbackPort.receipt}). */
  accepted(id: string, smscMessageIds: readonly string[]): Promise<void>;
  /**
   * Takes the final receipt of one segment: resolves to the record when this receipt made the
   * SMS final (DELIVERED once every segment is delivered; FAILED or EXPIRED at the first such
   * segment), else undefined (not final yet, already final, or an id of no record).
   */
  receipt(smscMessageId: string, state: 'DELIVERED' | 'FAILED' | 'EXPIRED', at: string): Promise<SmsFallbackRecord | undefined>;
  /**
   * Ends a record that is not final FAILED with `reason` (a refused submit, an outcome unknown
   * after a crash); resolves to it, or undefined when it was final already or missing. A record
   * still PENDING (never claimed: no segment left), or SUBMITTING when `options.unsent` says no
   * segment reached the SMSC, gets its charge back in the same step: the segments are credited
   * and the message's unit debited again (`unsentSmsCredit`, `failGivesChargeBack`); any other
   * keeps its charge, since its SMS may have left.
   */
  fail(id: string, reason: string, options?: SmsFallbackFailOptions): Promise<SmsFallbackRecord | undefined>;
  /** The record of message `id`, or undefined. */
  get(id: string): Promise<SmsFallbackRecord | undefined>;
}
