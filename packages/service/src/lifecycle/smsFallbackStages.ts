import type { NewSmsFallback, SmsFallbackRecord, SmsFallbackStage } from './smsFallback';

/** The stages after which a fallback never changes: its SMS's receipts, or a failure. @public */
export const SMS_FALLBACK_FINAL_STAGES: readonly SmsFallbackStage[] = ['DELIVERED', 'FAILED', 'EXPIRED'];

/** The most segments one concatenated SMS can have (its reference header counts them in one byte). */
const MAX_SEGMENTS = 255;

/**
 * The record `begin` makes of `fallback`: PENDING, no SMSC id yet. Throws a RangeError when
 * its segments are not 1 to 255 or its reference not 0 to 255: a fallback of no segment would
 * credit its organization the unit of its message for nothing.
 *
 * @public
 */
export function pendingSmsFallback(fallback: NewSmsFallback): SmsFallbackRecord {
  const { segments, reference, maxSegments } = fallback;
  if (!(Number.isInteger(segments) && segments >= 1 && segments <= MAX_SEGMENTS)) throw new RangeError('an SMS fallback has 1 to 255 segments');
  if (!(Number.isInteger(maxSegments) && maxSegments >= segments && maxSegments <= MAX_SEGMENTS)) throw new RangeError('an SMS fallback is cut to a limit of its segments or more, up to 255');
  if (!(Number.isInteger(reference) && reference >= 0 && reference <= MAX_SEGMENTS)) throw new RangeError('an SMS fallback has a concatenation reference from 0 to 255');
  return { ...fallback, stage: 'PENDING', smscMessageIds: [] };
}

/** What a fallback's organization gets back when the fallback ends before its SMS was submitted. @public */
export interface UnsentSmsCredit {
  /** Its segments, less the unit its message costs again (0 for an SMS of one segment). */
  readonly units: number;
  /** The ledger's reason for the credit, naming the message. */
  readonly reason: string;
}

/**
 * The credit of a fallback that ends FAILED without any segment reaching the SMSC (still
 * PENDING: the message was cancelled or ended meanwhile; or refused before any segment left):
 * the segments `begin` debited come back and the message costs its one unit again, as on RCS.
 *
 * @public
 */
export const unsentSmsCredit = (record: Pick<SmsFallbackRecord, 'id' | 'segments'>): UnsentSmsCredit => ({ units: record.segments - 1, reason: `SMS fallback of ${record.id} not sent` });

/**
 * Whether failing a record at `stage` gives its charge back ({@link unsentSmsCredit}): always
 * while PENDING (never claimed), and while SUBMITTING when the caller knows that no segment
 * reached the SMSC (`unsent`); never once the SMSC took it.
 *
 * @public
 */
export const failGivesChargeBack = (stage: SmsFallbackStage, unsent: boolean): boolean => stage === 'PENDING' || (unsent && stage === 'SUBMITTING');

/** Why a fallback ended FAILED or EXPIRED on the receipt of one of its segments. @public */
export const smsReceiptReason = (state: 'FAILED' | 'EXPIRED'): string => `the SMSC reported a segment ${state === 'FAILED' ? 'undelivered' : 'expired'}`;

/** The longest SMSC message id SMPP 3.4 allows (`message_id`, 65 octets with its terminator). */
const MAX_SMSC_ID_LENGTH = 64;

/**
 * `record` ACCEPTED with the SMSC's id of each of its segments. Throws a RangeError unless
 * there is one non-empty id of at most 64 characters per segment.
 *
 * @public
 */
export function acceptedSmsFallback(record: SmsFallbackRecord, smscMessageIds: readonly string[]): SmsFallbackRecord {
  if (smscMessageIds.length !== record.segments) throw new RangeError(`an SMS of ${record.segments} segments has ${record.segments} SMSC message ids`);
  if (!smscMessageIds.every((smscId) => typeof smscId === 'string' && smscId.length > 0 && smscId.length <= MAX_SMSC_ID_LENGTH)) throw new RangeError('an SMSC message id has 1 to 64 characters');
  return { ...record, stage: 'ACCEPTED', smscMessageIds: [...smscMessageIds] };
}
