import { createMemoryBalancePort, createMemorySmsFallbackPort, createMemoryStatePort, type MessageStatePort, type SmsFallbackPolicy, type SmsFallbackPort, type SubmittedMessage } from '@rcs-send/service';
import { SmsSendError, type Sms, type SmsSendOptions } from '@rcs-send/sms';
import { describe, expect, it } from 'vitest';
import type { DeliveryPort, DeliveryResult } from '../port/deliveryPort';
import { startDispatcher } from '../dispatch/startDispatcher';
import { SMS_FALLBACK_REASONS } from './fallbackReasons';
import { createKnownReachability, type KnownReachability } from './knownReachability';
import { createSmsReceiptInbox } from './smsReceiptInbox';
import { oneEntry } from '../../test-support/oneEntrySource';

const ID = '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b';
const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const NEXT_WINDOW = '0b6e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b'; // the messageId of a message's next platform window
const NOW = Date.parse('2026-01-15T09:00:00.000Z');
const OTHER = '7a2b3c4d-9e8f-4a1b-8c2d-3e4f5a6b7c8d';
const NOT_RCS: DeliveryResult = { outcome: 'failed', reason: 'NOT_FOUND: the recipient is not reachable via RCS', notRcsCapable: true };
const ON: SmsFallbackPolicy = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: 6 };

const submitted = (text = 'Your code is 1234', expiresInMs = 3_600_000): SubmittedMessage => ({
  id: ID,
  organizationId: ORG,
  principalId: 'p',
  index: 0,
  acceptedAt: new Date(NOW).toISOString(),
  expiresAt: NOW + expiresInMs,
  message: { to: '351912345678', from: 'acme', contentMessage: { text }, expirationDateTime: new Date(NOW + expiresInMs).toISOString() },
});

/** An SMSC stand-in, always bound with room: each send is claimed first (`beforeSubmit`), then kept and answered with one id per segment (or `refusal`). */
function smsc(refusal?: SmsSendError) {
  const sent: Sms[] = [];
  return {
    sent,
    send: async (sms: Sms, options?: SmsSendOptions) => {
      if ((await options?.beforeSubmit?.()) === false) throw new SmsSendError('ABORTED', undefined, true);
      sent.push(sms);
      if (refusal !== undefined) throw refusal;
      const segments = sms.text.length > 160 ? 2 : 1;
      const smscMessageIds = Array.from({ length: segments }, (_, index) => `smsc-${sent.length}-${index}`);
      return { smscMessageId: smscMessageIds[0]!, smscMessageIds, segments, encoding: 'GSM7' as const, truncated: false };
    },
  };
}

interface Run {
  readonly policy?: SmsFallbackPolicy | undefined;
  readonly answer?: DeliveryResult;
  readonly units?: number;
  readonly refusal?: SmsSendError;
  readonly before?: (ports: { records: SmsFallbackPort; states: ReturnType<typeof createMemoryStatePort> }) => Promise<unknown>;
  readonly message?: SubmittedMessage;
  readonly platformMessageId?: string;
  readonly now?: number;
  readonly known?: KnownReachability;
  readonly promotional?: boolean;
}

/** One message through a dispatcher with a fallback, until it is acknowledged. */
async function run(options: Run = {}) {
  const message = options.message ?? submitted();
  const states = createMemoryStatePort();
  await states.advance({ id: ID, state: 'ACCEPTED', at: message.acceptedAt, organizationId: ORG, to: message.message.to, from: 'acme' });
  const balance = createMemoryBalancePort({ [ORG]: options.units ?? 10 });
  const records = createMemorySmsFallbackPort({ balance });
  await options.before?.({ records, states });
  const sms = smsc(options.refusal);
  const rbm: DeliveryResult[] = [];
  const delivery: DeliveryPort = { deliver: async (call) => (rbm.push({ outcome: 'sent' }), void call, options.answer ?? NOT_RCS) };
  const receipts = createSmsReceiptInbox({ records, states });
  const source = oneEntry(message, options.platformMessageId);
  const policy = 'policy' in options ? options.policy : ON;
  const known = options.known === undefined ? {} : { knownReachability: options.known };
  const traffic = options.promotional === true ? { messageTrafficTypeOf: () => 'PROMOTION' as const } : {};
  const dispatcher = startDispatcher({ source, states, delivery, now: () => options.now ?? NOW, ...traffic, fallback: { policies: { policyOf: async () => policy }, records, sms, receipts, ...known } });
  await source.acked;
  await dispatcher.stop();
  return { status: await states.get(ID), record: await records.get(ID), sms: sms.sent, rbmSends: rbm.length, units: balance.balanceOf(ORG), receipts, states };
}

describe('the SMS fallback of the dispatcher', () => {
  it('should send a message the platform cannot reach by RCS once by SMS, as the policy says, and charge its segments instead of the RCS unit', async () => {
    const { status, record, sms, units } = await run();
    expect(sms).toEqual([{ to: '351912345678', text: 'Your code is 1234', from: 'ACME', maxSegments: 6, reference: record?.reference, validUntil: new Date(NOW + 3_600_000) }]);
    expect(record).toMatchObject({ stage: 'ACCEPTED', trigger: 'NOT_RCS_CAPABLE', fallbackReason: SMS_FALLBACK_REASONS.notRcsCapable, segments: 1, encoding: 'GSM7', smscMessageIds: ['smsc-1-0'] });
    expect(units).toBe(10); // the RCS unit (not debited here: no acceptance ran) credited back, one segment debited
    expect(status).toMatchObject({ state: 'SENT', channel: 'SMS', fallbackReason: SMS_FALLBACK_REASONS.notRcsCapable, sms: { segments: 1, encoding: 'GSM7' } });
  });

  it('should cut the text to the policy\'s segments and count them', async () => {
    const { record, sms } = await run({ message: submitted('x'.repeat(400)), policy: { ...ON, maxSegments: 2 } });
    expect(record).toMatchObject({ segments: 2, maxSegments: 2 });
    expect(record?.text.endsWith('...')).toBe(true);
    expect(sms[0]?.maxSegments).toBe(2);
  });

  it.each([
    ['no policy', undefined],
    ['a policy turned off', { ...ON, enabled: false }],
    ['a policy without the trigger', { ...ON, triggers: ['REVOKED'] as const }],
  ])('should leave the RCS outcome as it is with %s', async (_, policy) => {
    const { status, record, sms } = await run({ policy });
    expect(sms).toEqual([]);
    expect(record).toBeUndefined();
    expect(status).toMatchObject({ state: 'FAILED', reason: 'NOT_FOUND: the recipient is not reachable via RCS' });
  });

  it('should fall back on another failure only when the policy names FAILED', async () => {
    const refused: DeliveryResult = { outcome: 'failed', reason: 'PERMISSION_DENIED: no' };
    expect((await run({ answer: refused })).sms).toEqual([]);
    expect((await run({ answer: refused, policy: { ...ON, triggers: ['FAILED'] } })).record).toMatchObject({ trigger: 'FAILED', fallbackReason: 'PERMISSION_DENIED: no' });
  });

  it('should send nothing and end FAILED when the balance cannot pay for the segments (a long text: 2 segments against 1 unit)', async () => {
    const { status, sms, record, units } = await run({ message: submitted('x'.repeat(200)), units: 0 });
    expect(sms).toEqual([]);
    expect(record).toBeUndefined();
    expect(units).toBe(0);
    expect(status).toMatchObject({ state: 'FAILED', reason: SMS_FALLBACK_REASONS.insufficientBalance });
  });

  it('should never submit a record a worker claimed before a crash: it ends FAILED, its outcome unknown', async () => {
    const earlier = (await run()).record!;
    const { sms, record } = await run({
      before: async ({ records, states }) => {
        await records.begin(earlier);
        await records.claimSubmit(ID);
        await states.advance({ id: ID, state: 'SENT', at: new Date(NOW).toISOString() });
      },
    });
    expect(sms).toEqual([]);
    expect(record).toMatchObject({ stage: 'FAILED', reason: SMS_FALLBACK_REASONS.outcomeUnknown });
  });

  it('should send no SMS for a message cancelled after its fallback was recorded, and give the charge back', async () => {
    const long = submitted('x'.repeat(200));
    const earlier = (await run({ message: long })).record!;
    const { sms, record, status, units } = await run({
      message: long,
      before: async ({ records, states }) => {
        await records.begin(earlier); // 2 segments for the message's unit: 9 units left
        await states.advance({ id: ID, state: 'CANCELLED', at: new Date(NOW).toISOString() });
      },
    });
    expect(sms).toEqual([]);
    expect(record).toMatchObject({ stage: 'FAILED', reason: 'SMS fallback: not sent, the message is CANCELLED' });
    expect(status?.state).toBe('CANCELLED');
    expect(units).toBe(10); // the 2 segments back, the message's unit taken again
  });

  it('should end unsent, and charge back, a record a crash left PENDING when the policy no longer allows the fallback', async () => {
    const long = submitted('x'.repeat(200));
    const earlier = (await run({ message: long })).record!;
    const { sms, record, status, units } = await run({ message: long, policy: { ...ON, enabled: false }, before: async ({ records }) => void (await records.begin(earlier)) });
    expect(sms).toEqual([]);
    expect(record).toMatchObject({ stage: 'FAILED', reason: 'SMS fallback: not sent, the message is FAILED' });
    expect(status).toMatchObject({ state: 'FAILED', reason: 'NOT_FOUND: the recipient is not reachable via RCS' });
    expect(units).toBe(10);
  });

  it('should end unsent, and charge back, a record a crash left PENDING when the message expired before it came back', async () => {
    const long = submitted('x'.repeat(200), 60_000);
    const earlier = (await run({ message: long })).record!;
    const { sms, record, status, units, rbmSends } = await run({ message: long, now: NOW + 60_000, before: async ({ records }) => void (await records.begin(earlier)) });
    expect(rbmSends).toBe(0);
    expect(sms).toEqual([]);
    expect(record).toMatchObject({ stage: 'FAILED', reason: 'SMS fallback: not sent, the message is EXPIRED' });
    expect(status?.state).toBe('EXPIRED');
    expect(units).toBe(10);
  });

  it('should submit a record found PENDING on a retry, once', async () => {
    const earlier = (await run()).record!;
    const { sms, record, rbmSends } = await run({
      before: async ({ records, states }) => {
        await records.begin(earlier);
        await states.advance({ id: ID, state: 'SENT', at: new Date(NOW).toISOString() });
      },
    });
    expect(rbmSends).toBe(0); // continued from its record: no second RCS attempt
    expect(sms).toHaveLength(1);
    expect(record?.stage).toBe('ACCEPTED');
  });

  it('should end the SMS FAILED when the SMSC refuses it, and EXPIRED when its validity passed before the submit', async () => {
    const refused = await run({ refusal: new SmsSendError('REFUSED', 0x0b) });
    expect(refused.record).toMatchObject({ stage: 'FAILED', reason: 'SMS refused: the SMSC refused the SMS: ESME_RINVDSTADR' });
    const expired = await run({ refusal: new SmsSendError('EXPIRED') });
    expect(expired.record).toMatchObject({ stage: 'FAILED', reason: expect.stringMatching(/^SMS expired: /) });
  });

  it('should give the charge back when the sender says no segment reached the SMSC, and keep it when one may have', async () => {
    const long = submitted('x'.repeat(200)); // 2 segments: 10 + 1 - 2 units once charged
    for (const [refusal, units] of [
      [new SmsSendError('REFUSED', 0x0b, true), 10],
      [new SmsSendError('EXPIRED', undefined, true), 10],
      [new SmsSendError('REFUSED', 0x0b), 9],
    ] as const) {
      const { record, units: left } = await run({ message: long, refusal });
      expect(record?.stage).toBe('FAILED');
      expect(left).toBe(units);
    }
  });

  it('should fall back instead of handing a revoked message over again while its expiration is ahead, and never after it', async () => {
    const sentByRcs = async ({ states }: { states: ReturnType<typeof createMemoryStatePort> }) => states.advance({ id: ID, state: 'SENT', at: new Date(NOW).toISOString() });
    const ahead = await run({ before: sentByRcs, platformMessageId: NEXT_WINDOW, answer: { outcome: 'sent' } });
    expect(ahead.rbmSends).toBe(0);
    expect(ahead.record).toMatchObject({ trigger: 'REVOKED', fallbackReason: SMS_FALLBACK_REASONS.revoked });
    expect(ahead.sms).toHaveLength(1);
    const after = await run({ before: sentByRcs, platformMessageId: NEXT_WINDOW, answer: { outcome: 'sent' }, now: NOW + 3_600_000 });
    expect(after.sms).toEqual([]);
    expect(after.record).toBeUndefined();
    expect(after.status?.state).toBe('EXPIRED');
  });

  it('should hand a revoked message over again on RCS when the balance cannot pay for its SMS', async () => {
    const sentByRcs = async ({ states }: { states: ReturnType<typeof createMemoryStatePort> }) => states.advance({ id: ID, state: 'SENT', at: new Date(NOW).toISOString() });
    const { rbmSends, sms, record, status } = await run({ before: sentByRcs, platformMessageId: NEXT_WINDOW, answer: { outcome: 'sent' }, message: submitted('z'.repeat(200)), units: 0 });
    expect([rbmSends, sms, record]).toEqual([1, [], undefined]);
    expect(status).toMatchObject({ state: 'SENT' });
    expect(status?.channel ?? 'RCS').toBe('RCS');
  });

  it('should end the message FAILED on the SMS channel at the first segment the SMSC could not deliver', async () => {
    const { receipts, states } = await run({ message: submitted('y'.repeat(200)) });
    receipts.take({ smscMessageId: 'smsc-1-1', state: 'FAILED', at: new Date(NOW + 5_000) });
    await expect.poll(async () => (await states.get(ID))?.state).toBe('FAILED');
    expect(await states.get(ID)).toMatchObject({ channel: 'SMS', reason: expect.any(String) });
  });

  it('should end the message DELIVERED on the SMS channel once every segment is', async () => {
    const { receipts, states } = await run({ message: submitted('y'.repeat(200)) });
    const at = new Date(NOW + 5_000);
    receipts.take({ smscMessageId: 'smsc-1-0', state: 'DELIVERED', at });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await states.get(ID))?.state).toBe('SENT');
    receipts.take({ smscMessageId: 'smsc-1-1', state: 'DELIVERED', at });
    await expect.poll(async () => (await states.get(ID))?.state).toBe('DELIVERED');
    expect(await states.get(ID)).toMatchObject({ channel: 'SMS', sms: { segments: 2, smscMessageIds: ['smsc-1-0', 'smsc-1-1'] } });
  });
});

describe('createSmsReceiptInbox', () => {
  it("should apply a receipt that arrived before its SMS's ids were recorded once they are, and keep no more than maxUnmatched", async () => {
    const states = createMemoryStatePort();
    const records = createMemorySmsFallbackPort({ balance: createMemoryBalancePort({ [ORG]: 10 }) });
    const record = (await run()).record!;
    await records.begin(record);
    await records.claimSubmit(ID);
    await states.advance({ id: ID, state: 'SENT', at: new Date(NOW).toISOString(), organizationId: ORG, channel: 'SMS' });
    const inbox = createSmsReceiptInbox({ records, states, maxUnmatched: 1 });
    const at = new Date(NOW + 1_000);
    inbox.take({ smscMessageId: 'early', state: 'DELIVERED', at }); // the SMSC's receipt overtook the submit's answer
    inbox.take({ smscMessageId: 'evicted', state: 'DELIVERED', at });
    inbox.take({ smscMessageId: 'early', state: 'DELIVERED', at }); // kept again: the newest one
    await new Promise((resolve) => setTimeout(resolve, 10));
    await records.accepted(ID, ['early']);
    await inbox.replay(['evicted']);
    expect((await states.get(ID))?.state).toBe('SENT');
    await inbox.replay(['early']);
    expect((await states.get(ID))?.state).toBe('DELIVERED');
    expect(() => createSmsReceiptInbox({ records, states, maxUnmatched: -1 })).toThrow(RangeError);
  });

  it('should write again a final state the state port failed to take, with the next receipt (the SMSC never sends a receipt twice)', async () => {
    const template = (await run()).record!;
    const records = createMemorySmsFallbackPort({ balance: createMemoryBalancePort({ [ORG]: 10 }) });
    const target = createMemoryStatePort();
    for (const id of [ID, OTHER]) {
      await records.begin({ ...template, id });
      await records.claimSubmit(id);
      await records.accepted(id, [`smsc-${id}`]);
      await target.advance({ id, state: 'SENT', at: new Date(NOW).toISOString(), organizationId: ORG, channel: 'SMS' });
    }
    let down = true;
    const errors: unknown[] = [];
    const flaky: MessageStatePort = { get: (id) => target.get(id), handOver: (id, inFlight) => target.handOver(id, inFlight), advance: (change) => (down ? Promise.reject(new Error('the state store is down')) : target.advance(change)) };
    const inbox = createSmsReceiptInbox({ records, states: flaky, onError: (error) => void errors.push(error) });
    inbox.take({ smscMessageId: `smsc-${ID}`, state: 'DELIVERED', at: new Date(NOW + 1_000) });
    await expect.poll(() => errors.length).toBe(1);
    down = false;
    inbox.take({ smscMessageId: `smsc-${OTHER}`, state: 'DELIVERED', at: new Date(NOW + 2_000) });
    await expect.poll(async () => (await target.get(OTHER))?.state).toBe('DELIVERED');
    await expect.poll(async () => (await target.get(ID))?.state).toBe('DELIVERED');
    expect(errors).toHaveLength(1);
  });

  describe('for a recipient a capability check found unable to receive RCS', () => {
    const unreachable = (): KnownReachability => {
      const known = createKnownReachability({ now: () => NOW });
      known.note('acme', '351912345678', false);
      return known;
    };

    it('should skip RCS and send the SMS at once, saying why', async () => {
      const { status, record, sms, rbmSends } = await run({ known: unreachable(), answer: { outcome: 'sent' } });
      expect(rbmSends).toBe(0);
      expect(sms).toHaveLength(1);
      expect(record).toMatchObject({ trigger: 'NOT_RCS_CAPABLE', fallbackReason: SMS_FALLBACK_REASONS.knownNotRcsCapable });
      expect(status).toMatchObject({ state: 'SENT', channel: 'SMS', fallbackReason: SMS_FALLBACK_REASONS.knownNotRcsCapable });
    });

    it("should remember the platform's 404 to a send, so that the next message to that number skips RCS", async () => {
      const known = createKnownReachability({ now: () => NOW });
      const first = await run({ known });
      expect(first.rbmSends).toBe(1);
      expect(known.knownUnreachable('acme', '351912345678')).toBe(true);
      const next = await run({ known, answer: { outcome: 'sent' } });
      expect(next.rbmSends).toBe(0);
      expect(next.record).toMatchObject({ fallbackReason: SMS_FALLBACK_REASONS.knownNotRcsCapable });
    });

    it('should try RCS when the check was for another sender or number, or found it reachable since', async () => {
      const other = createKnownReachability({ now: () => NOW });
      other.note('other_sender', '351912345678', false);
      other.note('acme', '351900000000', false);
      const since = unreachable();
      since.note('acme', '351912345678', true);
      for (const known of [other, since]) {
        const { status, sms, rbmSends } = await run({ known, answer: { outcome: 'sent' } });
        expect({ rbmSends, sms, state: status?.state, channel: status?.channel }).toEqual({ rbmSends: 1, sms: [], state: 'SENT', channel: undefined });
      }
    });

    it.each([
      ['the policy has no NOT_RCS_CAPABLE trigger', { policy: { ...ON, triggers: ['REVOKED'] as const } }],
      ['the balance cannot pay for the SMS', { units: 0, message: submitted('x'.repeat(200)) }],
      ['the message is promotional (its opt-out is checked on the way)', { promotional: true }],
    ])('should try RCS first when %s', async (_, options) => {
      const { status, sms, rbmSends } = await run({ known: unreachable(), answer: { outcome: 'sent' }, ...options });
      expect(rbmSends).toBe(1);
      expect(sms).toEqual([]);
      expect(status).toMatchObject({ state: 'SENT' });
      expect(status?.channel).toBeUndefined();
    });
  });
});
