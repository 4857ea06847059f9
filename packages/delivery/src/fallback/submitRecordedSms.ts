import { SmsSendError } from '@rcs-send/sms';
import type { MessageStatePort, MessageStatus, SmsFallbackRecord, StateChange, SubmittedMessage } from '@rcs-send/service';
import { _notSentReason, SMS_FALLBACK_REASONS } from './fallbackReasons';
import type { SmsFallbackOptions } from './smsFallbackOptions';
import { _isFinalSmsStage, _smsStateChange } from './smsStateChange';
import { _DispatchStopped } from '../dispatch/dispatchStopped';

/** What a fallback writes with besides its options: the dispatcher's state port and clock, and who hears of each status. @internal */
export interface _FallbackContext {
  /** Where the message's states go. */
  readonly states: MessageStatePort;
  /** The clock, in milliseconds since the epoch. */
  readonly now: () => number;
  /** Receives each status the fallback wrote. */
  readonly onStatus: (status: MessageStatus) => void;
  /** The dispatcher's stop: an SMS not yet claimed is given up then, left PENDING for the next start. */
  readonly signal?: AbortSignal;
}

/** Writes `change` and tells `onStatus` when it moved the message. */
async function advance(context: _FallbackContext, change: StateChange): Promise<MessageStatus | undefined> {
  const status = await context.states.advance(change);
  if (status !== undefined) context.onStatus(status);
  return status;
}

/** Ends the record FAILED with `reason` (its charge given back when `unsent`: no segment left) and the message `state` on the SMS channel, unless the record was final already. */
async function end(options: SmsFallbackOptions, context: _FallbackContext, id: string, state: 'FAILED' | 'EXPIRED', reason: string, unsent = false): Promise<void> {
  const failed = await options.records.fail(id, reason, { unsent });
  if (failed !== undefined) await advance(context, _smsStateChange(failed, state, new Date(context.now()).toISOString(), reason));
}

/** Gives the message the end of a record it did not claim now: claimed before and never seen accepted (a crash during its submit: FAILED, its outcome unknown), or ended before the message was told. */
async function settleUnclaimed(options: SmsFallbackOptions, context: _FallbackContext, id: string): Promise<void> {
  const record = await options.records.get(id);
  if (record?.stage === 'SUBMITTING') await end(options, context, id, 'FAILED', SMS_FALLBACK_REASONS.outcomeUnknown);
  else if (record !== undefined && _isFinalSmsStage(record.stage)) await advance(context, _smsStateChange(record, record.stage, new Date(context.now()).toISOString(), record.reason));
  // ACCEPTED: its receipts take it from here.
}

/**
 * Takes a recorded SMS to the SMSC, at most once: the message moves to SENT on the SMS channel,
 * then the SMS is handed to the sender, which claims the record for its submit (`claimSubmit`)
 * only once its first segment can leave at once (bound to the SMSC, with room in its window): a
 * claim means the submit follows. What a stop finds unclaimed is given up (the record stays
 * PENDING and the message queued, for the next start to submit); what a crash finds unclaimed is
 * submitted by the next start too. A record some attempt claimed before and never saw accepted
 * ends FAILED (its outcome is unknown: it is never submitted twice); a record already final gives
 * the message its end. The SMS carries the record's text, sender, reference and segment limit,
 * valid until the message's `expiresAt`; the SMSC's ids are recorded so that receipts find it.
 * A refusal ends it FAILED, an expiration passed before the submit EXPIRED, a sender closed
 * before any segment of it was written FAILED (each with its charge given back when no segment
 * left); a sender closed with a segment written rejects, leaving the record claimed for the next
 * attempt to end. A message that moved on meanwhile (CANCELLED) is not sent: its record, still
 * PENDING, ends FAILED.
 *
 * @internal
 */
export async function _submitRecordedSms(record: SmsFallbackRecord, submitted: SubmittedMessage, options: SmsFallbackOptions, context: _FallbackContext): Promise<void> {
  const { id } = record;
  const { organizationId, expiresAt, message: { to: recipient, from: sender } } = submitted;
  const kept = { organizationId, to: recipient, from: sender }; // an ACCEPTED never recorded still leaves the message its organization, recipient and sender
  const sent = await advance(context, { ...kept, ..._smsStateChange(record, 'SENT', new Date(context.now()).toISOString()) });
  const state = sent?.state ?? (await context.states.get(id))?.state;
  if (state !== 'SENT') {
    if (record.stage === 'PENDING') await options.records.fail(id, _notSentReason(state ?? 'unknown'));
    return;
  }
  if (record.stage !== 'PENDING') return settleUnclaimed(options, context, id);
  let claimed = false;
  let submission;
  try {
    const { to, text, smsSender: from, maxSegments, reference } = record;
    const sms = { to, text, from, maxSegments, reference, ...(expiresAt === null ? {} : { validUntil: new Date(expiresAt) }) };
    submission = await options.sms.send(sms, { ...(context.signal === undefined ? {} : { signal: context.signal }), beforeSubmit: async () => (claimed = await options.records.claimSubmit(id)) });
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    if (error.code === 'ABORTED' && !claimed) {
      if (context.signal?.aborted === true) throw new _DispatchStopped(); // unclaimed: PENDING, for the next start
      return settleUnclaimed(options, context, id); // another attempt claimed it first
    }
    if (error.code === 'CLOSED' && !error.unsent) throw error; // claimed and maybe sent: the next attempt ends it unknown
    if (error.code === 'EXPIRED') await end(options, context, id, 'EXPIRED', `SMS expired: ${error.message}`, error.unsent);
    else if (error.code === 'CLOSED') await end(options, context, id, 'FAILED', SMS_FALLBACK_REASONS.stoppedBeforeSubmit, true);
    else await end(options, context, id, 'FAILED', `SMS refused: ${error.message}`, error.unsent);
    return;
  }
  await options.records.accepted(id, submission.smscMessageIds);
  await options.receipts.replay(submission.smscMessageIds);
}
