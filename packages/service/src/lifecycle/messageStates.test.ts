import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStatePort } from './messageStatePort';
import { advances, isFinal, isNotified, MESSAGE_STATES, type MessageState } from './messageStates';
import { applyChange, isCancellable, wasHandedOver, type MessageStatus } from './stateChange';

const STATES: readonly MessageState[] = ['ACCEPTED', 'SENT', 'DELIVERED', 'READ', 'EXPIRED', 'FAILED', 'CANCELLED'];
const at = (second: number): string => new Date(Date.UTC(2026, 0, 15, 9, 0, second)).toISOString();

describe('advances', () => {
  it('should allow exactly the forward moves of the documented order', () => {
    const allowed = STATES.flatMap((from) => STATES.filter((to) => advances(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual([
      'ACCEPTED>SENT', 'ACCEPTED>DELIVERED', 'ACCEPTED>READ', 'ACCEPTED>EXPIRED', 'ACCEPTED>FAILED', 'ACCEPTED>CANCELLED',
      'SENT>DELIVERED', 'SENT>READ', 'SENT>EXPIRED', 'SENT>CANCELLED',
      'DELIVERED>READ',
    ]);
    expect(STATES.every((state) => advances(undefined, state))).toBe(true);
  });

  it("should let the platform's DELIVERED or READ overtake an unconfirmed withdrawal of a handed-over message, and nothing else", () => {
    const allowed = STATES.flatMap((from) => STATES.filter((to) => advances(from, to, true) && !advances(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['EXPIRED>DELIVERED', 'EXPIRED>READ', 'CANCELLED>DELIVERED', 'CANCELLED>READ']);
  });
});

describe('createMemoryStatePort', () => {
  it('should end in the same status whatever order changes arrive in, duplicates included', async () => {
    const changes = ['ACCEPTED', 'SENT', 'DELIVERED', 'READ'].map((state, second) => ({ id: 'm', state: state as MessageState, at: at(second), ...(state === 'ACCEPTED' ? { organizationId: 'org' } : {}) }));
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray([...changes, ...changes], { minLength: 8 }), async (order) => {
        const states = createMemoryStatePort();
        for (const change of order) await states.advance(change);
        const status = await states.get('m');
        expect(status?.state).toBe('READ');
        expect(status?.history.map((step) => step.state)).toEqual(order.map((change) => change.state).filter((state, index, all) => all.indexOf(state) === index).reduce<string[]>((kept, state) => (kept.length === 0 || advances(kept.at(-1) as MessageState, state as MessageState, kept.includes('SENT')) ? [...kept, state] : kept), []));
      }),
    );
  });

  it('should keep the organization, recipient, sender and attempts of earlier changes, and refuse a move out of FAILED', async () => {
    const states = createMemoryStatePort();
    await states.advance({ id: 'm', state: 'ACCEPTED', at: at(0), organizationId: 'org', to: '351912345678', from: 'acme' });
    expect(await states.advance({ id: 'm', state: 'FAILED', at: at(1), attempts: 2, reason: 'NOT_FOUND' })).toMatchObject({ organizationId: 'org', to: '351912345678', from: 'acme', attempts: 2, reason: 'NOT_FOUND' });
    expect(await states.advance({ id: 'm', state: 'DELIVERED', at: at(2) })).toBeUndefined();
    expect(applyChange(await states.get('m'), { id: 'm', state: 'READ', at: at(3) })).toBeUndefined();
  });

  it('should record a cancel or a revoke after SENT, then let a DELIVERED that arrives later win, but never after a cancel before handover', async () => {
    for (const withdrawal of ['CANCELLED', 'EXPIRED'] as const) {
      const states = createMemoryStatePort();
      await states.advance({ id: 'm', state: 'ACCEPTED', at: at(0), organizationId: 'org' });
      await states.advance({ id: 'm', state: 'SENT', at: at(1), attempts: 1 });
      expect(await states.advance({ id: 'm', state: withdrawal, at: at(2), reason: 'withdrawn' })).toMatchObject({ state: withdrawal, reason: 'withdrawn' });
      expect(await states.advance({ id: 'm', state: 'FAILED', at: at(3), reason: 'late' })).toBeUndefined();
      const delivered = await states.advance({ id: 'm', state: 'DELIVERED', at: at(4) });
      expect(delivered).toMatchObject({ state: 'DELIVERED', attempts: 1 });
      expect(delivered?.reason).toBeUndefined();
      expect(delivered?.history.map((step) => step.state)).toEqual(['ACCEPTED', 'SENT', withdrawal, 'DELIVERED']);
    }
    const never = createMemoryStatePort();
    await never.advance({ id: 'm', state: 'ACCEPTED', at: at(0) });
    await never.advance({ id: 'm', state: 'CANCELLED', at: at(1) });
    expect(await never.advance({ id: 'm', state: 'SENT', at: at(2) })).toBeUndefined();
    expect(await never.advance({ id: 'm', state: 'DELIVERED', at: at(3) })).toBeUndefined();
  });
});

describe('the predicates of the state table', () => {
  it('should call final exactly the states STATE_MOVES lets go nowhere, and notified every state but ACCEPTED', () => {
    expect(MESSAGE_STATES.filter(isFinal)).toEqual(['READ', 'EXPIRED', 'FAILED', 'CANCELLED']);
    expect(MESSAGE_STATES.filter(isNotified)).toEqual(['SENT', 'DELIVERED', 'READ', 'EXPIRED', 'FAILED', 'CANCELLED']);
  });

  it('should call a message cancellable while ACCEPTED or SENT on RCS, and handed over once SENT is in its history', () => {
    const status = (state: MessageState, history: readonly MessageState[], channel?: 'SMS'): MessageStatus => ({ id: 'm', state, at: 'x', history: history.map((reached) => ({ state: reached, at: 'x' })), ...(channel === undefined ? {} : { channel }) });
    expect(MESSAGE_STATES.filter((state) => isCancellable(status(state, [state])))).toEqual(['ACCEPTED', 'SENT']);
    expect([isCancellable(status('SENT', ['ACCEPTED', 'SENT'], 'SMS')), isCancellable(undefined)]).toEqual([false, false]);
    expect([wasHandedOver(status('CANCELLED', ['ACCEPTED', 'SENT', 'CANCELLED'])), wasHandedOver(status('CANCELLED', ['ACCEPTED', 'CANCELLED'])), wasHandedOver(undefined)]).toEqual([true, false, false]);
  });
});
