// The laws every SmsFallbackPort obeys (memory, SQLite, Redis, Redis Cluster): one record per
// message however many begin it, the balance charged once (the message's unit back, one per
// segment) and never below zero, and given back when it fails before its claim; one claim to
// submit; a final stage reached once, from the receipts (DELIVERED when every segment is,
// FAILED or EXPIRED at the first that is not) or from fail(); and for any sequence of
// operations, what the in-memory reference answers.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createMemoryBalancePort, createMemorySmsFallbackPort, type NewSmsFallback, type SmsFallbackPort } from '@rcs-send/service';
import { withSubject, type Subject } from './subject';

/** A fallback port and the balance it charges. @public */
export interface FallbackLedger {
  /** The SMS fallback port under test. */
  readonly fallbacks: SmsFallbackPort;
  /** The units `organizationId` has left. */
  balanceOf(organizationId: string): number | Promise<number>;
}

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const RECEIPT_AT = '2026-01-15T09:00:05.000Z';

/** A fallback of message `id` in `segments` segments. @public */
export function fallbackOf(id: string, segments = 1): NewSmsFallback {
  return {
    id, organizationId: ORG, to: '351912345678', smsSender: 'ACME', trigger: 'NOT_RCS_CAPABLE', fallbackReason: 'NOT_FOUND: the recipient is not reachable via RCS',
    text: 'Your code is 123456 ✓', encoding: 'UCS2', segments, reference: 42, maxSegments: Math.max(6, segments), at: '2026-01-15T09:00:01.000Z',
  };
}

/** The same accepted record for ids of message `id`, as `accepted` stores them. */
const smscIdsOf = (id: string, segments: number): string[] => Array.from({ length: segments }, (_, index) => `${id}-smsc-${index}`);

/** An operation on a fallback port, over two messages and a balance that may run short. */
type Operation =
  | { readonly op: 'begin'; readonly id: string; readonly segments: number }
  | { readonly op: 'claim' | 'accept' | 'get'; readonly id: string }
  | { readonly op: 'fail'; readonly id: string; readonly reason: string; readonly unsent: boolean }
  | { readonly op: 'receipt'; readonly id: string; readonly segment: number; readonly state: 'DELIVERED' | 'FAILED' | 'EXPIRED' };

const ids = fc.constantFrom('m1', 'ünï{c}ode');
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('begin' as const), id: ids, segments: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constantFrom('claim' as const, 'accept' as const, 'get' as const), id: ids }),
  fc.record({ op: fc.constant('fail' as const), id: ids, reason: fc.string({ maxLength: 20 }), unsent: fc.boolean() }),
  fc.record({ op: fc.constant('receipt' as const), id: ids, segment: fc.integer({ min: 0, max: 4 }), state: fc.constantFrom('DELIVERED' as const, 'DELIVERED' as const, 'FAILED' as const, 'EXPIRED' as const) }),
);

/** Runs `operation` on `port`: what it answered, and the record of its message after it. */
async function run(port: SmsFallbackPort, operation: Operation, segmentsOf: Map<string, number>): Promise<unknown> {
  switch (operation.op) {
    case 'begin': {
      const begun = await port.begin(fallbackOf(operation.id, operation.segments));
      if ('record' in begun) segmentsOf.set(operation.id, begun.record.segments);
      return begun;
    }
    case 'claim':
      return port.claimSubmit(operation.id);
    case 'accept':
      return port.accepted(operation.id, smscIdsOf(operation.id, segmentsOf.get(operation.id) ?? 1)).then(() => 'done', (error: unknown) => (error as Error).name);
    case 'get':
      return port.get(operation.id);
    case 'fail':
      return port.fail(operation.id, operation.reason, { unsent: operation.unsent });
    case 'receipt':
      return port.receipt(`${operation.id}-smsc-${operation.segment}`, operation.state, RECEIPT_AT);
  }
}

/** Registers the laws of an SmsFallbackPort, each on a fresh port from `open` charging the starting balances given. @public */
export function smsFallbackPortLaws(open: (balances: Readonly<Record<string, number>>) => Promise<Subject<FallbackLedger>>, numRuns = 40): void {
  const opened = (units: number, law: (ledger: FallbackLedger) => Promise<void>): Promise<void> => withSubject(open, { [ORG]: units }, law);

  it('should record a fallback PENDING, as given, with no SMSC id, and charge its segments for the unit of its message', () =>
    opened(10, async ({ fallbacks, balanceOf }) => {
      const begun = await fallbacks.begin(fallbackOf('m', 3));
      const record = { ...fallbackOf('m', 3), stage: 'PENDING', smscMessageIds: [] };
      expect(begun).toStrictEqual({ record, created: true });
      expect(await fallbacks.get('m')).toStrictEqual(record);
      expect(await fallbacks.get('never')).toBeUndefined();
      expect(await balanceOf(ORG)).toBe(10 + 1 - 3);
    }));

  it('should keep one record and charge once when the same fallback begins many times, at once and later', () =>
    opened(10, async ({ fallbacks, balanceOf }) => {
      const begun = await Promise.all(Array.from({ length: 6 }, (_, n) => fallbacks.begin({ ...fallbackOf('m', 2), reference: n })));
      const again = await fallbacks.begin(fallbackOf('m', 2));
      const answers = [...begun, again].map((answer) => ('record' in answer ? answer : expect.fail('refused')));
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      expect(new Set(answers.map((answer) => JSON.stringify(answer.record))).size).toBe(1);
      expect(await balanceOf(ORG)).toBe(10 + 1 - 2);
    }));

  it('should pay a fallback the balance covers exactly, and refuse one a unit more, writing nothing', () =>
    fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 10 }), (units, segments) =>
        opened(units, async ({ fallbacks, balanceOf }) => {
          const begun = await fallbacks.begin(fallbackOf('m', segments));
          if (units + 1 >= segments) {
            expect(begun).toMatchObject({ created: true });
            expect(await balanceOf(ORG)).toBe(units + 1 - segments);
          } else {
            expect(begun).toStrictEqual({ refused: 'INSUFFICIENT_BALANCE' });
            expect(await fallbacks.get('m')).toBeUndefined();
            expect(await balanceOf(ORG)).toBe(units);
          }
        }),
      ),
      { numRuns: Math.min(numRuns, 20) },
    ));

  it('should refuse a fallback of no segment, or of more than 255, writing nothing', () =>
    opened(300, async ({ fallbacks, balanceOf }) => {
      for (const segments of [0, 256, 1.5]) await expect(fallbacks.begin({ ...fallbackOf('m', segments), maxSegments: 255 })).rejects.toThrow(RangeError);
      expect(await fallbacks.get('m')).toBeUndefined();
      expect(await balanceOf(ORG)).toBe(300);
      expect(await fallbacks.begin({ ...fallbackOf('m', 255), maxSegments: 255 })).toMatchObject({ created: true });
    }));

  it('should let exactly one of many callers claim the submit, and none of a message without a record', () =>
    opened(10, async ({ fallbacks }) => {
      await fallbacks.begin(fallbackOf('m'));
      const claims = await Promise.all(Array.from({ length: 8 }, () => fallbacks.claimSubmit('m')));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await fallbacks.claimSubmit('m')).toBe(false);
      expect(await fallbacks.claimSubmit('never')).toBe(false);
      expect((await fallbacks.get('m'))?.stage).toBe('SUBMITTING');
    }));

  it('should make the SMS DELIVERED once, on the receipt that completes its segments, whatever their order and repeats', () =>
    fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }).chain((segments) => fc.tuple(fc.constant(segments), fc.shuffledSubarray([...smscIdsOf('m', segments), ...smscIdsOf('m', segments)], { minLength: 2 * segments }))), ([segments, receipts]) =>
        opened(10, async ({ fallbacks }) => {
          await fallbacks.begin(fallbackOf('m', segments));
          expect(await fallbacks.receipt(receipts[0]!, 'DELIVERED', RECEIPT_AT)).toBeUndefined(); // not accepted yet: no id is known
          await fallbacks.claimSubmit('m');
          await fallbacks.accepted('m', smscIdsOf('m', segments));
          const finals = [];
          for (const smscId of receipts) finals.push(await fallbacks.receipt(smscId, 'DELIVERED', RECEIPT_AT));
          const last = Math.max(...smscIdsOf('m', segments).map((smscId) => receipts.indexOf(smscId)));
          const accepted = { ...fallbackOf('m', segments), stage: 'DELIVERED', smscMessageIds: smscIdsOf('m', segments) };
          expect(finals.map((final, index) => (final === undefined ? undefined : index))).toEqual(finals.map((_, index) => (index === last ? index : undefined)));
          expect(finals[last]).toStrictEqual(accepted);
          expect(await fallbacks.get('m')).toStrictEqual(accepted);
        }),
      ),
      { numRuns: Math.min(numRuns, 20) },
    ));

  it('should end the SMS FAILED or EXPIRED at the first segment that is, and take no receipt after', () =>
    opened(10, async ({ fallbacks }) => {
      for (const [id, state] of [['f', 'FAILED'], ['e', 'EXPIRED']] as const) {
        await fallbacks.begin(fallbackOf(id, 3));
        await fallbacks.claimSubmit(id);
        await fallbacks.accepted(id, smscIdsOf(id, 3));
        expect(await fallbacks.receipt(`${id}-smsc-0`, 'DELIVERED', RECEIPT_AT)).toBeUndefined();
        const ended = await fallbacks.receipt(`${id}-smsc-1`, state, RECEIPT_AT);
        expect(ended).toMatchObject({ id, stage: state, smscMessageIds: smscIdsOf(id, 3) });
        expect(ended?.reason).toMatch(/^the SMSC reported a segment/);
        for (const late of ['DELIVERED', 'FAILED'] as const) expect(await fallbacks.receipt(`${id}-smsc-2`, late, RECEIPT_AT)).toBeUndefined();
        expect(await fallbacks.fail(id, 'late')).toBeUndefined();
        expect(await fallbacks.get(id)).toStrictEqual(ended);
      }
      expect(await fallbacks.receipt('no-such-id', 'FAILED', RECEIPT_AT)).toBeUndefined();
    }));

  it('should fail a record at any stage before its end, once, and nothing else', () =>
    opened(10, async ({ fallbacks }) => {
      const stages = ['PENDING', 'SUBMITTING', 'ACCEPTED'] as const;
      for (const [n, stage] of stages.entries()) {
        const id = `m${n}`;
        await fallbacks.begin(fallbackOf(id));
        if (stage !== 'PENDING') await fallbacks.claimSubmit(id);
        if (stage === 'ACCEPTED') await fallbacks.accepted(id, smscIdsOf(id, 1));
        const before = await fallbacks.get(id);
        expect(before?.stage).toBe(stage);
        const failed = await fallbacks.fail(id, 'SMS outcome unknown: the worker stopped during its submit');
        expect(failed).toStrictEqual({ ...before, stage: 'FAILED', reason: 'SMS outcome unknown: the worker stopped during its submit' });
        expect(await fallbacks.get(id)).toStrictEqual(failed);
        expect(await fallbacks.fail(id, 'again')).toBeUndefined();
        expect(await fallbacks.claimSubmit(id)).toBe(false);
      }
      expect(await fallbacks.fail('never', 'none')).toBeUndefined();
    }));

  it('should give back the charge of a fallback failed before its claim, once, and keep the charge of one claimed', () =>
    opened(10, async ({ fallbacks, balanceOf }) => {
      await fallbacks.begin(fallbackOf('unsent', 3));
      expect(await balanceOf(ORG)).toBe(10 + 1 - 3);
      expect(await fallbacks.fail('unsent', 'SMS fallback: not sent, the message is CANCELLED')).toMatchObject({ stage: 'FAILED' });
      expect(await balanceOf(ORG)).toBe(10); // the segments back, the message's unit taken again
      expect(await fallbacks.fail('unsent', 'again')).toBeUndefined();
      expect(await fallbacks.begin(fallbackOf('unsent', 3))).toMatchObject({ created: false });
      expect(await balanceOf(ORG)).toBe(10);
      await fallbacks.begin(fallbackOf('claimed', 3));
      expect(await fallbacks.claimSubmit('claimed')).toBe(true);
      await fallbacks.fail('claimed', 'SMS outcome unknown: the worker stopped during its submit');
      expect(await balanceOf(ORG)).toBe(10 + 1 - 3); // it may have left: charged
      await fallbacks.begin(fallbackOf('single', 1));
      await fallbacks.fail('single', 'SMS fallback: not sent, the message is CANCELLED');
      expect(await balanceOf(ORG)).toBe(10 + 1 - 3); // one segment cost what its message costs
    }));

  it('should give back the charge of a claimed fallback the SMSC took nothing of, and never of one it accepted', () =>
    opened(10, async ({ fallbacks, balanceOf }) => {
      await fallbacks.begin(fallbackOf('refused', 3));
      await fallbacks.claimSubmit('refused');
      await fallbacks.fail('refused', 'SMS refused: the SMSC refused the SMS: ESME_RINVDSTADR', { unsent: true });
      expect(await balanceOf(ORG)).toBe(10);
      await fallbacks.begin(fallbackOf('taken', 3));
      await fallbacks.claimSubmit('taken');
      await fallbacks.accepted('taken', smscIdsOf('taken', 3));
      expect(await fallbacks.fail('taken', 'late', { unsent: true })).toMatchObject({ stage: 'FAILED' });
      expect(await balanceOf(ORG)).toBe(10 + 1 - 3);
    }));

  it('should refuse SMSC ids that are not one per segment, and ignore ids for a record not being submitted', () =>
    opened(10, async ({ fallbacks }) => {
      await fallbacks.begin(fallbackOf('m', 2));
      await fallbacks.accepted('m', smscIdsOf('m', 2)); // PENDING: never claimed
      expect((await fallbacks.get('m'))?.stage).toBe('PENDING');
      await fallbacks.claimSubmit('m');
      for (const wrong of [smscIdsOf('m', 1), smscIdsOf('m', 3), ['a', ''], ['a', 'x'.repeat(65)]]) await expect(fallbacks.accepted('m', wrong)).rejects.toThrow(RangeError);
      await fallbacks.accepted('m', ['a', 'x'.repeat(64)]);
      expect(await fallbacks.get('m')).toMatchObject({ stage: 'ACCEPTED', smscMessageIds: ['a', 'x'.repeat(64)] });
    }));

  it('should answer what the in-memory reference answers, and keep the same balance, for any sequence of operations', () =>
    fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), fc.array(operation, { minLength: 1, maxLength: 25 }), (units, operations) =>
        opened(units, async ({ fallbacks, balanceOf }) => {
          const balance = createMemoryBalancePort({ [ORG]: units });
          const reference = createMemorySmsFallbackPort({ balance });
          const [tested, expected] = [new Map<string, number>(), new Map<string, number>()];
          for (const next of operations) expect(await run(fallbacks, next, tested)).toStrictEqual(await run(reference, next, expected));
          for (const id of ['m1', 'ünï{c}ode']) expect(await fallbacks.get(id)).toStrictEqual(await reference.get(id));
          expect(await balanceOf(ORG)).toBe(balance.balanceOf(ORG));
        }),
      ),
      { numRuns },
    ));
}
