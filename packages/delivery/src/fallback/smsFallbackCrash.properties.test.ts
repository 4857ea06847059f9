import fc from 'fast-check';
import { createMemoryBalancePort, createMemorySmsFallbackPort, createMemoryStatePort, type MessageStatePort, type QueueSource, type SmsFallbackPort, type SubmittedMessage } from '@rcs-send/service';
import { SmsSendError, type Sms, type SmsSendOptions } from '@rcs-send/sms';
import { describe, expect, it } from 'vitest';
import { startDispatcher } from '../dispatch/startDispatcher';
import { createSmsReceiptInbox } from './smsReceiptInbox';

const ID = '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b';
const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const TEXT = `Your parcel ${'is on its way to you, '.repeat(8)}`; // two GSM 7-bit segments
const message: SubmittedMessage = { id: ID, organizationId: ORG, principalId: 'p', index: 0, acceptedAt: '2026-01-15T09:00:00.000Z', expiresAt: null, message: { to: '351912345678', from: 'acme', contentMessage: { text: TEXT } } };

/** `port` whose calls fail (a worker that stopped there) at the call numbers of `crashes`, counted over every port together. */
function crashing<T extends object>(port: T, calls: { count: number }, crashes: ReadonlySet<number>): T {
  return new Proxy(port, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        calls.count += 1;
        if (crashes.has(calls.count)) throw new Error('the worker stopped here');
        return (value as (...rest: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
}

/** A queue holding one entry, served again until it is acknowledged (what a restart or a claim back does). */
function redelivering(): QueueSource & { readonly acked: Promise<void> } {
  let ack: () => void = () => undefined;
  let done = false;
  const acked = new Promise<void>((resolve) => (ack = resolve));
  return {
    acked,
    read: async (_max, signal) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (signal?.aborted === true) return [];
      if (!done) return [{ ackId: 'a1', message }];
      await new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true }));
      return [];
    },
    ack: async () => ((done = true), ack()),
    close: async () => undefined,
  };
}

describe('the SMS fallback across crashes', () => {
  it('should never submit a message twice by SMS, wherever the worker stops and however often, leave it an answer, and charge the segments only of an SMS that may have left', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { maxLength: 6 }), async (crashAt) => {
        const calls = { count: 0 };
        const crashes = new Set(crashAt);
        const states: MessageStatePort = createMemoryStatePort();
        await states.advance({ id: ID, state: 'ACCEPTED', at: message.acceptedAt, organizationId: ORG, to: message.message.to, from: 'acme' });
        const balance = createMemoryBalancePort({ [ORG]: 10 });
        const records: SmsFallbackPort = createMemorySmsFallbackPort({ balance });
        const sent: Sms[] = [];
        const sms = {
          send: async (one: Sms, options?: SmsSendOptions) => {
            if ((await options?.beforeSubmit?.()) === false) throw new SmsSendError('ABORTED', undefined, true); // claimed first, as the SMPP sender does
            sent.push(one);
            return { smscMessageId: 's1', smscMessageIds: ['s1', 's2'], segments: 2, encoding: 'GSM7' as const, truncated: false };
          },
        };
        const crashingStates = crashing(states, calls, crashes);
        const crashingRecords = crashing(records, calls, crashes);
        const source = redelivering();
        const dispatcher = startDispatcher({
          source,
          states: crashingStates,
          delivery: { deliver: async () => ({ outcome: 'failed', reason: 'NOT_FOUND', notRcsCapable: true }) },
          fallback: { policies: { policyOf: async () => ({ enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE'], maxSegments: 6 }) }, records: crashingRecords, sms: crashing(sms, calls, crashes), receipts: createSmsReceiptInbox({ records, states }) },
        });
        await source.acked;
        await dispatcher.stop();
        expect(sent.length).toBeLessThanOrEqual(1);
        const record = await records.get(ID);
        const status = await states.get(ID);
        if (sent.length === 1) expect(record?.stage).toMatch(/^(ACCEPTED|FAILED)$/); // accepted, or its outcome unknown: never PENDING once submitted
        if (record?.stage === 'FAILED') expect(status).toMatchObject({ state: 'FAILED', channel: 'SMS' });
        if (record?.stage === 'ACCEPTED') expect(status).toMatchObject({ state: 'SENT', channel: 'SMS' });
        expect(record?.stage).not.toBe('PENDING'); // nothing left charged and waiting
        const unsent = record === undefined || record.reason?.startsWith('SMS fallback: not sent') === true;
        expect(10 - balance.balanceOf(ORG)).toBe(unsent ? 0 : 2 - 1); // two segments for the message's unit, once it may have left
        if (sent.length === 1) expect(unsent).toBe(false);
      }),
      { numRuns: 60, examples: [[[11, 19, 4]]] }, // found by the property: the record ended FAILED, the worker stopped before telling the message
    );
  });
});
