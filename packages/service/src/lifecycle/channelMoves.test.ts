import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advancesOnChannel } from './channelMoves';
import { advances, MESSAGE_STATES, type MessageChannel } from './messageStates';
import { applyChange, type MessageStatus, type StateChange } from './stateChange';

const CHANNELS: readonly MessageChannel[] = ['RCS', 'SMS'];
const at = (second: number): string => new Date(Date.UTC(2026, 0, 15, 9, 0, second)).toISOString();
const movesBetween = (from: MessageChannel, to: MessageChannel): string[] =>
  MESSAGE_STATES.flatMap((current) => MESSAGE_STATES.filter((next) => advancesOnChannel(current, from, next, to, true)).map((next) => `${current}>${next}`));

describe('advancesOnChannel', () => {
  it('should fall back from ACCEPTED or SENT on RCS to SENT on SMS, and to nothing else', () => {
    expect(movesBetween('RCS', 'SMS')).toEqual(['ACCEPTED>SENT', 'SENT>SENT']);
  });

  it('should move a message on SMS from SENT to DELIVERED, EXPIRED or FAILED only: never READ, never CANCELLED', () => {
    expect(movesBetween('SMS', 'SMS')).toEqual(['SENT>DELIVERED', 'SENT>EXPIRED', 'SENT>FAILED']);
  });

  it('should refuse every change on RCS once the message is on SMS', () => {
    expect(movesBetween('SMS', 'RCS')).toEqual([]);
  });

  it('should move a message on RCS exactly as advances does, and take any change when nothing is known', () => {
    for (const handedOver of [false, true]) {
      for (const current of MESSAGE_STATES) for (const next of MESSAGE_STATES) expect(advancesOnChannel(current, 'RCS', next, 'RCS', handedOver)).toBe(advances(current, next, handedOver));
    }
    for (const channel of CHANNELS) expect(MESSAGE_STATES.every((next) => advancesOnChannel(undefined, 'RCS', next, channel))).toBe(true);
  });
});

describe('applyChange across channels', () => {
  const sms = { segments: 2, encoding: 'UCS2', smscMessageIds: ['a1', 'a2'] } as const;

  it('should repeat SENT on SMS after a revoked RCS send, keep the fallback reason and SMS, and take the receipt', () => {
    const sent = [{ id: 'm', state: 'ACCEPTED', at: at(0), organizationId: 'org' }, { id: 'm', state: 'SENT', at: at(1), attempts: 1 }, { id: 'm', state: 'SENT', at: at(2), channel: 'SMS', fallbackReason: 'REVOKED', sms }] as const;
    const status = sent.reduce<MessageStatus | undefined>((current, change) => applyChange(current, change), undefined);
    const failed = applyChange(status, { id: 'm', state: 'FAILED', at: at(3), channel: 'SMS', reason: 'UNDELIV' });
    expect(failed).toStrictEqual({
      id: 'm', state: 'FAILED', at: at(3), organizationId: 'org', channel: 'SMS', fallbackReason: 'REVOKED', sms, reason: 'UNDELIV', attempts: 1,
      history: [{ state: 'ACCEPTED', at: at(0) }, { state: 'SENT', at: at(1) }, { state: 'SENT', at: at(2), channel: 'SMS' }, { state: 'FAILED', at: at(3), channel: 'SMS' }],
    });
  });

  it('should refuse a platform event, a cancel and a READ once the message is on SMS', () => {
    const onSms = applyChange(applyChange(undefined, { id: 'm', state: 'ACCEPTED', at: at(0) }), { id: 'm', state: 'SENT', at: at(1), channel: 'SMS', sms });
    expect(onSms?.channel).toBe('SMS');
    for (const refused of [{ state: 'DELIVERED' }, { state: 'CANCELLED' }, { state: 'EXPIRED', channel: 'RCS' }, { state: 'READ', channel: 'SMS' }, { state: 'SENT', channel: 'SMS' }] as const) {
      expect(applyChange(onSms, { id: 'm', at: at(2), ...refused })).toBeUndefined();
    }
  });

  const change: fc.Arbitrary<StateChange> = fc.record({
    id: fc.constant('m'),
    state: fc.constantFrom(...MESSAGE_STATES),
    at: fc.nat({ max: 59 }).map(at),
    channel: fc.constantFrom<MessageChannel | undefined>(undefined, 'RCS', 'SMS'),
  }).map(({ channel, ...rest }) => (channel === undefined ? rest : { ...rest, channel }));

  it('should never leave SMS once there, never repeat a state but SENT across the fallback, and keep the channel of the last step that named one', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
        let status: MessageStatus | undefined;
        for (const next of changes) {
          const before = status;
          status = applyChange(status, next) ?? status;
          if (before?.channel === 'SMS') expect(status?.channel).toBe('SMS');
        }
        const steps = status?.history ?? [];
        const fallbacks = steps.filter((step, index) => index > 0 && step.channel === 'SMS' && steps[index - 1]?.channel !== 'SMS');
        expect(fallbacks.every((step) => step.state === 'SENT')).toBe(true);
        const afterFallback = steps.slice(steps.findIndex((step) => step.channel === 'SMS') + 1);
        if (steps.some((step) => step.channel === 'SMS')) expect(afterFallback.every((step) => step.channel === 'SMS' && ['DELIVERED', 'EXPIRED', 'FAILED'].includes(step.state))).toBe(true);
        const repeated = steps.filter((step, index) => steps.findIndex((other) => other.state === step.state) !== index);
        expect(repeated.every((step) => step.state === 'SENT' && step.channel === 'SMS')).toBe(true);
      }),
    );
  });
});
