import { createMemoryStatePort, type MessageStatePort } from '@rcs-send/delivery';
import type { SubmittedMessage } from '@rcs-send/service';
import { describe, expect, it } from 'vitest';
import { _recordAccepted } from './acceptedRecorder';

const message: SubmittedMessage = {
  id: 'c0ffee00-1234-4abc-8def-0123456789ab',
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  principalId: 'p',
  index: 0,
  acceptedAt: '2026-01-15T09:00:00.000Z',
  expiresAt: null,
  message: { to: '351912345678', from: 'agent', contentMessage: { text: 'hi' } },
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('_recordAccepted', () => {
  it('should ask for ACCEPTED, with the organization, the acceptance time, the recipient and the sender, before the submit, and resolve only once both are done', async () => {
    const calls: string[] = [];
    const memory = createMemoryStatePort();
    const states: MessageStatePort = { get: memory.get, handOver: memory.handOver, advance: async (change) => (calls.push(`advance ${change.state}`), await tick(), calls.push('recorded'), memory.advance(change)) };
    const submit = { submit: async () => void calls.push('submit') };
    await _recordAccepted(submit, states, () => calls.push('error')).submit(message);
    calls.push('answered');
    expect(calls).toEqual(['advance ACCEPTED', 'submit', 'recorded', 'answered']);
    expect(await memory.get(message.id)).toMatchObject({ state: 'ACCEPTED', at: message.acceptedAt, organizationId: message.organizationId, to: '351912345678', from: 'agent' });
  });

  it('should still submit, and report, when the state port rejects or throws', async () => {
    const errors: unknown[] = [];
    const submitted: string[] = [];
    const submit = { submit: async (taken: SubmittedMessage) => void submitted.push(taken.id) };
    const rejecting: MessageStatePort = { get: async () => undefined, handOver: async () => true, advance: () => Promise.reject(new Error('disk full')) };
    const throwing: MessageStatePort = { get: async () => undefined, handOver: async () => true, advance: () => { throw new Error('closed'); } };
    await _recordAccepted(submit, rejecting, (error) => errors.push(error)).submit(message);
    await _recordAccepted(submit, throwing, (error) => errors.push(error)).submit(message);
    expect(submitted).toEqual([message.id, message.id]);
    expect(errors.map((error) => (error as Error).message)).toEqual(['disk full', 'closed']);
  });

  it('should reject when the submit port did not take the message, after the record settled', async () => {
    const memory = createMemoryStatePort();
    const failing = { submit: () => Promise.reject(new Error('queue down')) };
    await expect(_recordAccepted(failing, memory, () => undefined).submit(message)).rejects.toThrow('queue down');
    expect(await memory.get(message.id)).toMatchObject({ state: 'ACCEPTED' }); // an id no client learns: harmless
  });
});
