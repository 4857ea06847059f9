import type { MessageChannel, SmsFallbackRecord, StateChange } from '@rcs-send/service';

/** A state change on the SMS channel: with the RCS outcome that triggered the fallback and the SMS's segments, encoding and SMSC ids. @internal */
export type _SmsStateChange = StateChange & {
  /** Always SMS. */
  readonly channel: MessageChannel;
  /** The RCS outcome that triggered the fallback. */
  readonly fallbackReason: string;
  /** The SMS as recorded. */
  readonly sms: { readonly segments: number; readonly encoding: 'GSM7' | 'UCS2'; readonly smscMessageIds: readonly string[] };
};

/** The change that moves the message of `record` to `state` on the SMS channel at `at`, with `reason` for FAILED and EXPIRED. @internal */
export function _smsStateChange(record: SmsFallbackRecord, state: 'SENT' | 'DELIVERED' | 'FAILED' | 'EXPIRED', at: string, reason?: string): _SmsStateChange {
  const { id, fallbackReason, segments, encoding, smscMessageIds } = record;
  return { id, state, at, channel: 'SMS', fallbackReason, sms: { segments, encoding, smscMessageIds: [...smscMessageIds] }, ...(reason === undefined ? {} : { reason }) };
}
