import type { MessageChannelFields, MessageStatusRecord } from './messageStatus';

/**
 * What a client is told of a message's channel: `channel` always (`RCS` unless the message
 * fell back), with `SMS` the `fallbackReason` and the SMS's `segments`, `encoding` and
 * `smscMessageIds`, and each history step with its channel. A status body and a
 * `message.status` webhook both read it, so that they never tell it differently.
 *
 * @public
 */
export function messageChannelFields(record: Pick<MessageStatusRecord, 'channel' | 'fallbackReason' | 'sms' | 'history'>): MessageChannelFields {
  const channel = record.channel ?? 'RCS';
  const { fallbackReason, sms } = record;
  return {
    channel,
    ...(channel === 'SMS' && fallbackReason !== undefined ? { fallbackReason } : {}),
    ...(channel === 'SMS' && sms !== undefined ? { sms: { segments: sms.segments, encoding: sms.encoding, smscMessageIds: [...sms.smscMessageIds] } } : {}),
    history: record.history.map(({ state, at, platformAt, channel: stepChannel }) => ({ state, at, ...(platformAt === undefined ? {} : { platformAt }), channel: stepChannel ?? 'RCS' })),
  };
}
