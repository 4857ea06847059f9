// Arbitrary state changes for the laws of a MessageStatePort: a few message ids (one with
// braces and non-ASCII characters), every state, reasons of any characters, attempts up to
// 2^31-1, with and without an organization, a recipient and sender, and a platform time; on no
// channel, RCS or SMS (with a fallback reason and SMS details, an empty list of SMSC ids among
// them); and sequences of them with duplicates anywhere.
import fc from 'fast-check';
import type { MessageChannel, StateChange } from '@rcs-send/service';
import { MESSAGE_STATES } from '@rcs-send/service';

/** The message ids the changes name. */
export const CHANGE_IDS: readonly string[] = ['m1', 'm2', 'ünï{c}ode'];

const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arbitrary, { nil: undefined });

/** One change, with only the optional fields it has. */
const stateChange: fc.Arbitrary<StateChange> = fc
  .record({
    id: fc.constantFrom(...CHANGE_IDS),
    state: fc.constantFrom(...MESSAGE_STATES),
    at: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
    reason: optional(fc.string({ maxLength: 30, unit: 'binary' })),
    attempts: optional(fc.integer({ min: 0, max: 2 ** 31 - 1 })),
    organizationId: optional(fc.constantFrom('org-a', 'org-b')),
    to: optional(fc.constantFrom('351912345678', '447400123456')),
    from: optional(fc.constantFrom('acme', 'ünï')),
    platformAt: optional(fc.date({ min: new Date('1970-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((date) => date.toISOString())),
    channel: optional(fc.constantFrom<MessageChannel>('RCS', 'SMS')),
    fallbackReason: optional(fc.constantFrom('NOT_FOUND: the recipient is not reachable via RCS', 'TTL_EXPIRATION_REVOKED')),
    sms: optional(fc.record({ segments: fc.integer({ min: 1, max: 255 }), encoding: fc.constantFrom('GSM7' as const, 'UCS2' as const), smscMessageIds: fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 3 }) })),
  })
  .map(({ reason, attempts, organizationId, to, from, platformAt, channel, fallbackReason, sms, ...rest }) => ({
    ...rest,
    ...(reason === undefined ? {} : { reason }),
    ...(attempts === undefined ? {} : { attempts }),
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(to === undefined ? {} : { to }),
    ...(from === undefined ? {} : { from }),
    ...(platformAt === undefined ? {} : { platformAt }),
    ...(channel === undefined ? {} : { channel }),
    ...(fallbackReason === undefined ? {} : { fallbackReason }),
    ...(sms === undefined ? {} : { sms: { ...sms } }),
  }));

/** Changes in any order, each possibly twice: duplicates on purpose, anywhere in the sequence. */
export const stateChanges: fc.Arbitrary<StateChange[]> = fc.array(stateChange, { minLength: 1, maxLength: 12 }).chain((changes) => fc.shuffledSubarray([...changes, ...changes], { minLength: changes.length }));

/** A handover marked in flight (true) or cleared (false), for message `id`. */
export interface HandoverMark {
  /** The message marked. */
  readonly id: string;
  /** True: its handover begins; false: it ended without an outcome. */
  readonly inFlight: boolean;
}

/** Changes and handover marks mixed, ACCEPTED changes frequent so that marks find messages to mark. */
export const changesAndMarks: fc.Arbitrary<Array<StateChange | HandoverMark>> = fc.array(
  fc.oneof(
    stateChange,
    stateChange.map((change) => ({ ...change, state: 'ACCEPTED' as const })),
    fc.record({ id: fc.constantFrom(...CHANGE_IDS), inFlight: fc.boolean() }),
  ),
  { minLength: 1, maxLength: 16 },
);
