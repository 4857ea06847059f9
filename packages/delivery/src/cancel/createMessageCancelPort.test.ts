import { describe, expect, it } from 'vitest';
import type { RevokeRequest, RevokeResult } from '../port/deliveryPort';
import { createMemoryStatePort, type MessageStatePort } from '@rcs-send/service';
import { createMessageCancelPort } from './createMessageCancelPort';

const ID = 'c0ffee00-1234-4abc-8def-0123456789ab';
const at = (second: number): string => new Date(Date.UTC(2026, 0, 15, 9, 0, second)).toISOString();

/** A memory state port holding the message ACCEPTED (with its recipient and sender), then `more` states. */
async function statesWith(...more: ('SENT' | 'DELIVERED' | 'FAILED')[]): Promise<ReturnType<typeof createMemoryStatePort>> {
  const states = createMemoryStatePort();
  await states.advance({ id: ID, state: 'ACCEPTED', at: at(0), organizationId: 'org', to: '351912345678', from: 'acme' });
  for (const [i, state] of more.entries()) await states.advance({ id: ID, state, at: at(i + 1) });
  return states;
}

/** A platform answering `results` in turn (then revoked), recording each withdrawal. */
function platform(...results: RevokeResult[]): { revoke(request: RevokeRequest): Promise<RevokeResult>; readonly requests: RevokeRequest[] } {
  const requests: RevokeRequest[] = [];
  return { requests, revoke: async (request) => (requests.push(request), results.shift() ?? { outcome: 'revoked' }) };
}

describe('createMessageCancelPort', () => {
  it('should record an ACCEPTED message CANCELLED without a reason, and never ask the platform', async () => {
    const states = await statesWith();
    const delivery = platform();
    const status = await createMessageCancelPort({ states, delivery }).cancel(ID, at(5));
    expect(status).toMatchObject({ state: 'CANCELLED', at: at(5), history: [{ state: 'ACCEPTED' }, { state: 'CANCELLED' }] });
    expect(status).not.toHaveProperty('reason');
    expect(delivery.requests).toEqual([]);
  });

  it('should never answer CANCELLED for a message whose handover is in flight: it waits for the outcome and withdraws a message the platform took', async () => {
    const states = await statesWith();
    await states.handOver(ID, true);
    const delivery = platform();
    let clock = Date.UTC(2026, 0, 15, 9, 0, 5);
    const cancelling = createMessageCancelPort({ states, delivery, now: () => clock }).cancel(ID, at(5));
    await new Promise((resolve) => setTimeout(resolve, 60)); // the cancel looks a few times: the handover is still in flight
    expect(delivery.requests).toEqual([]);
    clock += 1000;
    await states.advance({ id: ID, state: 'SENT', at: at(6), attempts: 1 }); // the platform took it
    const status = await cancelling;
    expect(delivery.requests).toHaveLength(1);
    expect(status).toMatchObject({ state: 'CANCELLED', at: at(6), reason: expect.stringMatching(/^REVOKED: /), history: [{ state: 'ACCEPTED' }, { state: 'SENT' }, { state: 'CANCELLED' }] });
    await states.advance({ id: ID, state: 'DELIVERED', at: at(7) }); // the platform could not withdraw it in time: the phone's word is kept
    expect((await states.get(ID))?.state).toBe('DELIVERED');
  });

  it('should cancel a message whose attempt in flight ended without an outcome, and answer a message the platform refused as it stands', async () => {
    const retried = await statesWith();
    await retried.handOver(ID, true);
    const cancelRetried = createMessageCancelPort({ states: retried }).cancel(ID, at(5));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await retried.handOver(ID, false); // the platform did not answer: retried later
    expect(await cancelRetried).toMatchObject({ state: 'CANCELLED', history: [{ state: 'ACCEPTED' }, { state: 'CANCELLED' }] });
    expect(await retried.handOver(ID, true)).toBe(false); // never handed over now

    const refused = await statesWith();
    await refused.handOver(ID, true);
    const cancelRefused = createMessageCancelPort({ states: refused }).cancel(ID, at(5));
    await refused.advance({ id: ID, state: 'FAILED', at: at(6), reason: 'INVALID_ARGUMENT', attempts: 1 });
    expect(await cancelRefused).toMatchObject({ state: 'FAILED' });
  });

  it('should answer unavailable (retry in 1 s) when a handover is still in flight after the wait, having changed nothing', async () => {
    const states = await statesWith();
    await states.handOver(ID, true);
    let clock = 0;
    const cancel = createMessageCancelPort({ states, handoverWaitMs: 1000, now: () => (clock += 100) }).cancel(ID, at(5));
    await expect(cancel).rejects.toMatchObject({ unavailable: true, retryAfterSeconds: 1 });
    expect(await states.get(ID)).toMatchObject({ state: 'ACCEPTED', handingOver: true });
  });

  it('should withdraw a SENT message as its send named it, then record CANCELLED with the reason', async () => {
    const states = await statesWith('SENT');
    const delivery = platform();
    const status = await createMessageCancelPort({ states, delivery, agentIdOf: (from) => `${from}@rbm.goog` }).cancel(ID, at(5));
    expect(delivery.requests).toEqual([{ parent: 'phones/+351912345678', agentId: 'acme@rbm.goog', messageId: ID }]);
    expect(status).toMatchObject({ state: 'CANCELLED', reason: expect.stringMatching(/^REVOKED: /), history: [{ state: 'ACCEPTED' }, { state: 'SENT' }, { state: 'CANCELLED' }] });
  });

  it('should withdraw a message handed over for a later window under that window\'s messageId', async () => {
    const states = await statesWith('SENT');
    const delivery = platform();
    const later = '5b74c417-2515-4389-b57d-281ab9527378';
    const handovers = { platformIdOf: async (id: string) => (id === ID ? later : undefined) };
    await createMessageCancelPort({ states, delivery, handovers }).cancel(ID, at(5));
    expect(delivery.requests.map((request) => request.messageId)).toEqual([later]);
  });

  it('should leave a message SENT by SMS as it is, never asking the platform: a submitted SMS cannot be withdrawn', async () => {
    const states = await statesWith('SENT');
    await states.advance({ id: ID, state: 'SENT', at: at(3), channel: 'SMS', fallbackReason: 'NOT_FOUND: the recipient is not reachable via RCS', sms: { segments: 1, encoding: 'GSM7', smscMessageIds: [] } });
    const delivery = platform();
    const status = await createMessageCancelPort({ states, delivery }).cancel(ID, at(5));
    expect(status).toMatchObject({ state: 'SENT', channel: 'SMS' });
    expect(delivery.requests).toEqual([]);
  });

  it('should throw an unavailability and record nothing when the platform asks to retry the withdrawal', async () => {
    const states = await statesWith('SENT');
    const port = createMessageCancelPort({ states, delivery: platform({ outcome: 'retry', afterMs: 4500, reason: 'UNAVAILABLE' }) });
    await expect(port.cancel(ID, at(5))).rejects.toMatchObject({ unavailable: true, retryAfterSeconds: 4.5 });
    expect((await states.get(ID))?.state).toBe('SENT');
  });

  it('should leave a SENT message as it is when the platform refuses, cannot withdraw, or the status has no recipient', async () => {
    const refused = await statesWith('SENT');
    expect(await createMessageCancelPort({ states: refused, delivery: platform({ outcome: 'failed', reason: 'NOT_FOUND' }) }).cancel(ID, at(5))).toMatchObject({ state: 'SENT' });
    expect(await createMessageCancelPort({ states: await statesWith('SENT'), delivery: {} }).cancel(ID, at(5))).toMatchObject({ state: 'SENT' });
    const anonymous = createMemoryStatePort();
    await anonymous.advance({ id: ID, state: 'SENT', at: at(1) });
    const delivery = platform();
    expect(await createMessageCancelPort({ states: anonymous, delivery }).cancel(ID, at(5))).toMatchObject({ state: 'SENT' });
    expect(delivery.requests).toEqual([]);
  });

  it('should answer a final state as it is, and undefined for an unknown id, without writing', async () => {
    for (const more of [['FAILED'], ['SENT', 'DELIVERED']] as const) {
      const states = await statesWith(...more);
      expect(await createMessageCancelPort({ states, delivery: platform() }).cancel(ID, at(5))).toMatchObject({ state: more.at(-1) });
    }
    expect(await createMessageCancelPort({ states: createMemoryStatePort() }).cancel(ID, at(5))).toBeUndefined();
  });

  it('should withdraw the message when the dispatcher recorded SENT between the read and the CANCELLED, and report a failed withdrawal', async () => {
    for (const result of [{ outcome: 'revoked' }, { outcome: 'failed', reason: 'NOT_FOUND' }] as const) {
      const memory = await statesWith();
      // The dispatcher's SENT lands right after the cancel port read ACCEPTED.
      const racing: MessageStatePort = { get: async (id) => memory.get(id).finally(() => memory.advance({ id: ID, state: 'SENT', at: at(1) })), advance: memory.advance, handOver: memory.handOver };
      const delivery = platform(result);
      const errors: unknown[] = [];
      const status = await createMessageCancelPort({ states: racing, delivery, onError: (error) => errors.push(error) }).cancel(ID, at(5));
      expect(status).toMatchObject({ state: 'CANCELLED', history: [{ state: 'ACCEPTED' }, { state: 'SENT' }, { state: 'CANCELLED' }] });
      expect(delivery.requests).toHaveLength(1);
      expect(errors).toHaveLength(result.outcome === 'revoked' ? 0 : 1);
    }
  });
});
