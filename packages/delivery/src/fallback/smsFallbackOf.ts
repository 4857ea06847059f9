import type { Message } from '@rcs-send/core';
import { encodeSms, smsTextOf, type EncodedSms } from '@rcs-send/sms';
import type { NewSmsFallback, SmsFallbackPolicy, SmsFallbackTrigger, SubmittedMessage } from '@rcs-send/service';

/** The concatenation reference of message `id`'s SMS, 0 to 255, read from the id: every worker of a fleet derives the same one, and ids spread the references over the whole range. */
function referenceOf(id: string): number {
  let reference = 0;
  for (let index = 0; index < id.length; index++) reference = (reference * 31 + id.charCodeAt(index)) % 256;
  return reference;
}

/** The SMS of `message` as a fallback sends it: its text from `smsTextOf`, encoded and cut to `maxSegments` by `encodeSms`, its segments numbered `reference` (what a preflight predicts, reference 0). @internal */
export const _encodedFallbackSms = (message: Message, maxSegments: number, reference = 0): EncodedSms => encodeSms(smsTextOf(message), { maxSegments, reference });

/**
 * The SMS a message falls back to, made once, before anything is recorded or submitted: its
 * text from `smsTextOf`, encoded and cut to the policy's `maxSegments` by `encodeSms`, sent as
 * the policy's `smsSender`, valid until the message's own expiration.
 *
 * @internal
 */
export function _smsFallbackOf(submitted: SubmittedMessage, policy: SmsFallbackPolicy, trigger: SmsFallbackTrigger, fallbackReason: string, at: string): NewSmsFallback {
  const { id, organizationId, message } = submitted;
  const reference = referenceOf(id);
  const encoded = _encodedFallbackSms(message, policy.maxSegments, reference);
  return {
    id,
    organizationId,
    to: message.to,
    smsSender: policy.smsSender,
    trigger,
    fallbackReason,
    text: encoded.text,
    encoding: encoded.encoding,
    segments: encoded.segments.length,
    reference,
    maxSegments: policy.maxSegments,
    at,
  };
}
