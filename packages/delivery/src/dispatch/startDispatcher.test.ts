import { createMemoryStatePort, type MessageState, type SubmittedMessage } from '@rcs-send/service';
import { describe, expect, it } from 'vitest';
import type { DeliveryCall, DeliveryPort, RevokeRequest } from '../port/deliveryPort';
import { startDispatcher } from './startDispatcher';
import { oneEntry } from '../../test-support/oneEntrySource';

const ID = '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b';
const message: SubmittedMessage = {
  id: ID,
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  principalId: 'p',
  index: 0,
  acceptedAt: '2026-01-15T09:00:00.000Z',
  expiresAt: null,
  message: { to: '351912345678', from: 'acme', contentMessage: { text: 'Hi' } },
};

/** A platform that runs `during` while it takes the send (a change racing it), recording sends and withdrawals. */
function platform(during: () => Promise<unknown>): DeliveryPort & { readonly sent: DeliveryCall[]; readonly revoked: RevokeRequest[] } {
  const sent: DeliveryCall[] = [];
  const revoked: RevokeRequest[] = [];
  return {
    sent,
    revoked,
    deliver: async (call) => (sent.push(call), await during(), { outcome: 'sent' }),
    revoke: async (request) => (revoked.push(request), { outcome: 'revoked' }),
  };
}

/** Runs a dispatcher on one ACCEPTED message until it acknowledges it; what the platform saw and where the message ended. */
async function dispatchOnce(raced: MessageState | undefined, before: MessageState | undefined = undefined) {
  const states = createMemoryStatePort();
  await states.advance({ id: ID, state: 'ACCEPTED', at: message.acceptedAt, organizationId: message.organizationId, to: '351912345678', from: 'acme' });
  if (before !== undefined) await states.advance({ id: ID, state: before, at: '2026-01-15T09:00:00.500Z' });
  const delivery = platform(() => (raced === undefined ? Promise.resolve() : states.advance({ id: ID, state: raced, at: '2026-01-15T09:00:01.000Z' })));
  const errors: unknown[] = [];
  const source = oneEntry(message);
  const dispatcher = startDispatcher({ source, states, delivery, agentIdOf: (from) => `${from}@rbm.goog`, onError: (error) => errors.push(error) });
  await source.acked;
  await dispatcher.stop();
  return { delivery, errors, status: await states.get(ID) };
}

describe('startDispatcher and a cancel', () => {
  it('should refuse a CANCELLED while the send is in flight (the platform may be taking it), record SENT, and leave the cancel to withdraw it', async () => {
    const states = createMemoryStatePort();
    await states.advance({ id: ID, state: 'ACCEPTED', at: message.acceptedAt, organizationId: message.organizationId, to: '351912345678', from: 'acme' });
    const during: Array<{ handingOver: boolean; cancelled: boolean }> = [];
    const delivery = platform(async () => {
      const cancelled = (await states.advance({ id: ID, state: 'CANCELLED', at: '2026-01-15T09:00:01.000Z' })) !== undefined;
      during.push({ handingOver: (await states.get(ID))?.handingOver === true, cancelled });
    });
    const source = oneEntry(message);
    const dispatcher = startDispatcher({ source, states, delivery });
    await source.acked;
    await dispatcher.stop();
    expect(during).toEqual([{ handingOver: true, cancelled: false }]);
    expect(delivery.revoked).toEqual([]);
    const status = await states.get(ID);
    expect(status?.history.map((step) => step.state)).toEqual(['ACCEPTED', 'SENT']);
    expect(status).not.toHaveProperty('handingOver'); // the SENT ended the handover
  });

  it('should clear the mark after an attempt the platform did not take, so that a cancel before the next attempt keeps the message from ever being handed over', async () => {
    const states = createMemoryStatePort();
    await states.advance({ id: ID, state: 'ACCEPTED', at: message.acceptedAt, organizationId: message.organizationId, to: '351912345678', from: 'acme' });
    let attempts = 0;
    const delivery: DeliveryPort = {
      deliver: async () => {
        attempts += 1;
        return { outcome: 'retry', reason: 'UNAVAILABLE', afterMs: 1 };
      },
    };
    const source = oneEntry(message);
    const dispatcher = startDispatcher({ source, states, delivery, retry: { initialMs: 5, maxMs: 5 }, random: () => 0.5 });
    let cancelled;
    for (const deadline = Date.now() + 10_000; cancelled === undefined && Date.now() < deadline; await new Promise((resolve) => setImmediate(resolve))) {
      if (attempts > 0) cancelled = await states.advance({ id: ID, state: 'CANCELLED', at: '2026-01-15T09:00:01.000Z' }); // refused while an attempt is marked in flight
    }
    const attemptsAtCancel = attempts;
    await source.acked;
    await dispatcher.stop();
    expect(cancelled?.history.map((step) => step.state)).toEqual(['ACCEPTED', 'CANCELLED']);
    expect((await states.get(ID))?.state).toBe('CANCELLED');
    expect(attempts).toBe(attemptsAtCancel); // acknowledged without another attempt: never handed over
  });

  it('should withdraw nothing when the SENT is refused for another reason (the platform\'s READ overtook it)', async () => {
    const { delivery, status } = await dispatchOnce('READ');
    expect([delivery.sent.length, delivery.revoked.length, status?.state]).toEqual([1, 0, 'READ']);
  });

  it('should never hand over a message cancelled before the dispatcher read it', async () => {
    const { delivery, status } = await dispatchOnce(undefined, 'CANCELLED');
    expect([delivery.sent.length, delivery.revoked.length, status?.state]).toEqual([0, 0, 'CANCELLED']);
  });

  it('should record SENT, with the recipient and sender kept, and withdraw nothing when no cancel came', async () => {
    const { delivery, status } = await dispatchOnce(undefined);
    expect([delivery.revoked.length, status?.state, status?.to, status?.from]).toEqual([0, 'SENT', '351912345678', 'acme']);
  });

  it("should withdraw under a later window's messageId a message cancelled while it was handed over again", async () => {
    const WINDOW_2 = '0c7e1a52-9b1f-4d3e-8a6c-2f4b5d6e7a8b';
    const states = createMemoryStatePort();
    await states.advance({ id: ID, state: 'ACCEPTED', at: message.acceptedAt, organizationId: message.organizationId, to: '351912345678', from: 'acme' });
    await states.advance({ id: ID, state: 'SENT', at: '2026-01-15T09:00:00.500Z' });
    const delivery = platform(() => states.advance({ id: ID, state: 'CANCELLED', at: '2026-01-15T09:00:01.000Z' }));
    const source = oneEntry(message, WINDOW_2);
    const dispatcher = startDispatcher({ source, states, delivery });
    await source.acked;
    await dispatcher.stop();
    expect(delivery.sent.map((call) => call.request.messageId)).toEqual([WINDOW_2]);
    expect(delivery.revoked).toEqual([{ parent: 'phones/+351912345678', agentId: 'acme', messageId: WINDOW_2 }]);
  });

  it('should report a cancelled message it could not withdraw', async () => {
    const states = createMemoryStatePort();
    const errors: unknown[] = [];
    const source = oneEntry(message);
    const delivery: DeliveryPort = { deliver: async () => (await states.advance({ id: ID, state: 'CANCELLED', at: '2026-01-15T09:00:01.000Z' }), { outcome: 'sent' }) };
    const dispatcher = startDispatcher({ source, states, delivery, onError: (error) => errors.push(error) });
    await source.acked;
    await dispatcher.stop();
    expect(String(errors[0])).toMatch(/cancelled during its send, was not withdrawn: the platform cannot withdraw/);
  });
});
