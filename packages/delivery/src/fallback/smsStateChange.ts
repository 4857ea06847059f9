import { SMS_FALLBACK_FINAL_STAGES, type SmsFallbackRecord, type SmsFallbackStage, type StateChange } from '@rcs-send/service';

/** The change that moves the message of `record` to `state` on the SMS channel at `at`, with the RCS outcome that triggered it, the SMS as recorded, and `reason` for FAILED and EXPIRED. @internal */
export function _smsStateChange(record: SmsFallbackRecord, state: 'SENT' | 'DELIVERED' | 'FAILED' | 'EXPIRED', at: string, reason?: string): StateChange {
  const { id, fallbackReason, segments, encoding, smscMessageIds } = record;
  return { id, state, at, channel: 'SMS', fallbackReason, sms: { segments, encoding, smscMessageIds: [...smscMessageIds] }, ...(reason === undefined ? {} : { reason }) };
}

/** Whether a record's stage is final (DELIVERED, FAILED or EXPIRED): the message then ends there too. @internal */
export const _isFinalSmsStage = (stage: SmsFallbackStage): stage is 'DELIVERED' | 'FAILED' | 'EXPIRED' => SMS_FALLBACK_FINAL_STAGES.includes(stage);
