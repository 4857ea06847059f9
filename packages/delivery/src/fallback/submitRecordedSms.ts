import { SmsSendError } from '@rcs-send/sms';
import type { MessageStatePort, MessageStatus, SmsFallbackRecord, StateChange, SubmittedMessage } from '@rcs-send/service';
import { _notSentReason, SMS_FALLBACK_REASONS } from './fallbackReasons';
import type { SmsFallbackOptions } from './smsFallbackOptions';
import { _isFinalSmsStage, _smsStateChange } from './smsStateChange';

/** What a fallback writes with besides its options: the dispatcher's state port and clock, and who hears of each status. @internal */
export interface _FallbackContext {
  /** Where the message's states go. */
  readonly states: MessageStatePort;
  /** The clock, in milliseconds since the epoch. */
  readonly now: () => number;
  /** Receives each status the fallback wrote. */
  readonly onStatus: (status: MessageStatus) => void;
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

/**
 * Takes a recorded SMS to the SMSC, at most once: the message moves to SENT on the SMS channel,
 * then the record is claimed for its submit (a record some worker claimed before, and never
 * saw accepted, ends FAILED: its outcome is unknown, and it is never submitted twice), the SMS
 * is submitted with the record's text, sender, reference, segment limit and validity (a record
 * already final, whose end the message was not told before a crash, gives the message its end), and the
 * SMSC's ids are recorded so that receipts find it. A refusal ends it FAILED, an expiration
 * passed before the submit EXPIRED (its charge given back when the sender says no segment left); a sender closed mid-submit (shutdown) rejects, leaving the
 * record claimed for the next attempt to end. A message that moved on meanwhile (CANCELLED)
 * is not sent: its record, still PENDING, ends FAILED.
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
  if (!(await options.records.claimSubmit(id))) {
    const claimed = await options.records.get(id);
    if (claimed?.stage === 'SUBMITTING') await end(options, context, id, 'FAILED', SMS_FALLBACK_REASONS.outcomeUnknown);
    else if (claimed !== undefined && _isFinalSmsStage(claimed.stage)) await advance(context, _smsStateChange(claimed, claimed.stage, new Date(context.now()).toISOString(), claimed.reason)); // ended before the message was told
    return; // accepted: its receipts take it from here
  }
  let submission;
  try {
    const { to, text, smsSender: from, maxSegments, reference } = record;
    submission = await options.sms.send({ to, text, from, maxSegments, reference, ...(expiresAt === null ? {} : { validUntil: new Date(expiresAt) }) });
  } catch (error) {
    if (!(error instanceof SmsSendError) || error.code === 'CLOSED') throw error; // claimed and maybe sent: the next attempt ends it unknown
    if (error.code === 'EXPIRED') await end(options, context, id, 'EXPIRED', `SMS expired: ${error.message}`, error.unsent);
    else await end(options, context, id, 'FAILED', `SMS refused: ${error.message}`, error.unsent);
    return;
  }
  await options.records.accepted(id, submission.smscMessageIds);
  await options.receipts.replay(submission.smscMessageIds);
}
