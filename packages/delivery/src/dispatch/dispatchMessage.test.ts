import { dateTimeToEpochMs } from '@rcs-send/core';
import type { SubmittedMessage } from '@rcs-send/service';
import { describe, expect, it } from 'vitest';
import type { DeliveryCall, DeliveryPort, DeliveryResult } from '../port/deliveryPort';
import { dispatchMessage } from './dispatchMessage';

const ID = '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b';
const submitted = (expirationDateTime?: string): SubmittedMessage => ({
  id: ID,
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  principalId: 'p',
  index: 0,
  acceptedAt: '2026-01-15T09:00:00.000Z',
  expiresAt: expirationDateTime === undefined ? null : (dateTimeToEpochMs(expirationDateTime) ?? 0), // as the service reads it, once
  message: { to: '351912345678', from: 'acme', contentMessage: { text: 'Hi' }, ...(expirationDateTime === undefined ? {} : { expirationDateTime }) },
});

/** A delivery port answering from a script, recording when each call came (on a fake clock the test advances). */
function scripted(answers: DeliveryResult[], clock: { now: number }): DeliveryPort & { calls: { at: number; call: DeliveryCall }[] } {
  const calls: { at: number; call: DeliveryCall }[] = [];
  return {
    calls,
    deliver(call) {
      calls.push({ at: clock.now, call });
      return Promise.resolve(answers.shift() ?? { outcome: 'sent' });
    },
  };
}

describe('dispatchMessage', () => {
  it('should send with messageId = the accepted id and the translated body, and end SENT', async () => {
    const clock = { now: 0 };
    const delivery = scripted([], clock);
    expect(await dispatchMessage(submitted(), { delivery, now: () => clock.now, agentIdOf: (from) => `${from}@rbm.goog` })).toEqual({ state: 'SENT', attempts: 1 });
    expect(delivery.calls[0]?.call.request).toMatchObject({ messageId: ID, agentId: 'acme@rbm.goog', parent: 'phones/+351912345678', body: { contentMessage: { text: 'Hi' } } });
  });

  it('should never hand over a message at or after its expiration', async () => {
    const at = Date.parse('2026-01-15T10:00:00Z');
    const delivery = scripted([], { now: at });
    expect(await dispatchMessage(submitted('2026-01-15T11:00:00+01:00'), { delivery, now: () => at })).toEqual({ state: 'EXPIRED', attempts: 0 });
    expect(delivery.calls).toHaveLength(0);
    expect(await dispatchMessage(submitted('2026-01-15T10:00:00.001Z'), { delivery, now: () => at })).toEqual({ state: 'SENT', attempts: 1 });
  });

  it('should retry, honour Retry-After, and end EXPIRED instead of scheduling an attempt at or after the expiration', async () => {
    const start = Date.parse('2026-01-15T10:00:00Z');
    const retry = (afterMs: number): DeliveryResult => ({ outcome: 'retry', afterMs, reason: 'RESOURCE_EXHAUSTED' });
    const expiration = '2026-01-15T10:00:00.050Z';
    // a wait of 49 ms ends 1 ms before the expiration (on this fixed clock): the next attempt is made
    const early = scripted([retry(49)], { now: start });
    expect(await dispatchMessage(submitted(expiration), { delivery: early, now: () => start, random: () => 0 })).toEqual({ state: 'SENT', attempts: 2 });
    // a wait of 50 ms ends on the expiration: no further attempt
    const late = scripted([retry(50)], { now: start });
    expect(await dispatchMessage(submitted(expiration), { delivery: late, now: () => start, random: () => 0 })).toEqual({ state: 'EXPIRED', attempts: 1 });
    expect(late.calls).toHaveLength(1);
  });

  it('should end FAILED with the platform reason, and give up after maxAttempts when there is no expiration', async () => {
    const clock = { now: 0 };
    const failed = scripted([{ outcome: 'failed', reason: 'PERMISSION_DENIED: no' }], clock);
    expect(await dispatchMessage(submitted(), { delivery: failed, now: () => 0 })).toEqual({ state: 'FAILED', attempts: 1, reason: 'PERMISSION_DENIED: no' });
    const notRcs = scripted([{ outcome: 'failed', reason: 'NOT_FOUND: the recipient is not reachable via RCS', notRcsCapable: true }], clock);
    expect(await dispatchMessage(submitted(), { delivery: notRcs, now: () => 0 })).toEqual({ state: 'FAILED', attempts: 1, reason: 'NOT_FOUND: the recipient is not reachable via RCS', notRcsCapable: true });
    const flaky = scripted(Array.from({ length: 10 }, () => ({ outcome: 'retry', reason: 'HTTP_500' }) as const), clock);
    const result = await dispatchMessage(submitted(), { delivery: flaky, now: () => 0, random: () => 0, retry: { maxAttempts: 3 } });
    expect(result).toEqual({ state: 'FAILED', attempts: 3, reason: 'gave up after 3 attempts: HTTP_500' });
  });

  it('should abort a send still in flight at the expiration, and end EXPIRED', async () => {
    const hanging: DeliveryPort = {
      deliver: ({ signal }) => new Promise((resolve) => signal?.addEventListener('abort', () => resolve({ outcome: 'retry', reason: 'network: AbortError' }))),
    };
    const started = Date.now();
    const outcome = await dispatchMessage(submitted(new Date(started + 100).toISOString()), { delivery: hanging });
    expect(outcome).toEqual({ state: 'EXPIRED', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('should stop without an outcome when its signal aborts', async () => {
    const stop = new AbortController();
    stop.abort();
    expect(await dispatchMessage(submitted(), { delivery: scripted([], { now: 0 }), signal: stop.signal })).toBeUndefined();
  });

  it.each([24.9, 25, 50, 400])('should send a message expiring %d days ahead at once, its call never cut short by the deadline', async (days) => {
    const slow: DeliveryPort & { signals: AbortSignal[] } = {
      signals: [],
      async deliver({ signal }) {
        if (signal !== undefined) this.signals.push(signal);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return signal?.aborted === true ? { outcome: 'retry', reason: 'network: AbortError' } : { outcome: 'sent' };
      },
    };
    const expiration = new Date(Date.now() + days * 86_400_000).toISOString();
    expect(await dispatchMessage(submitted(expiration), { delivery: slow })).toEqual({ state: 'SENT', attempts: 1 });
    expect(slow.signals).toHaveLength(1);
  });

  it('should keep a leap-second expiration (23:59:60Z, which the API accepts) as the service read it, the next minute, and send before it', async () => {
    const clock = { now: Date.parse('2031-06-30T23:59:59.999Z') };
    const delivery = scripted([], clock);
    expect(await dispatchMessage(submitted('2031-06-30T23:59:60Z'), { delivery, now: () => clock.now })).toEqual({ state: 'SENT', attempts: 1 });
    clock.now = Date.parse('2031-07-01T00:00:00Z');
    expect(await dispatchMessage(submitted('2031-06-30T23:59:60Z'), { delivery, now: () => clock.now })).toEqual({ state: 'EXPIRED', attempts: 0 });
    expect(await dispatchMessage(submitted('2031-07-01T01:59:60+02:00'), { delivery, now: () => clock.now - 1 })).toEqual({ state: 'SENT', attempts: 1 });
  });

  it('should ask the platform for at most its window: the end of the window beyond it, the own expiry within it, none without one', async () => {
    const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
    const windowMs = 15 * 86_400_000 - 60_000;
    const sentExpiry = async (expiration?: string): Promise<string | undefined> => {
      const delivery = scripted([], clock);
      await dispatchMessage(submitted(expiration), { delivery, now: () => clock.now });
      return delivery.calls[0]?.call.request.body.expireTime;
    };
    expect(await sentExpiry(new Date(clock.now + windowMs).toISOString())).toBe(new Date(clock.now + windowMs).toISOString());
    expect(await sentExpiry(new Date(clock.now + windowMs + 1).toISOString())).toBe(new Date(clock.now + windowMs).toISOString());
    expect(await sentExpiry('2036-01-01T00:00:00+05:00')).toBe(new Date(clock.now + windowMs).toISOString());
    expect(await sentExpiry('2026-01-02T01:00:00.123456+01:00')).toBe('2026-01-02T00:00:00.123456Z');
    expect(await sentExpiry()).toBeUndefined();
  });

  it('should declare the traffic type messageTrafficTypeOf gives each message, TRANSACTION without it', async () => {
    const clock = { now: 0 };
    const delivery = scripted([], clock);
    await dispatchMessage(submitted(), { delivery, now: () => 0 });
    await dispatchMessage(submitted(), { delivery, now: () => 0, messageTrafficTypeOf: (record) => (record.message.from === 'acme' ? 'AUTHENTICATION' : 'PROMOTION') });
    expect(delivery.calls.map(({ call }) => call.request.body.messageTrafficType)).toEqual(['TRANSACTION', 'AUTHENTICATION']);
  });

  it('should never hand a promotional message to a user who unsubscribed from its agent, and send every other kind', async () => {
    const clock = { now: 0 };
    const delivery = scripted([], clock);
    const asked: string[] = [];
    const isUnsubscribed = async (agentId: string, phoneNumber: string) => (asked.push(`${agentId} ${phoneNumber}`), true);
    const promotional = await dispatchMessage(submitted(), { delivery, now: () => 0, isUnsubscribed, messageTrafficTypeOf: () => 'PROMOTION', agentIdOf: (from) => `${from}@rbm.goog` });
    expect(promotional).toEqual({ state: 'FAILED', attempts: 0, reason: expect.stringMatching(/^UNSUBSCRIBED: /), unsubscribed: true });
    expect(asked).toEqual(['acme@rbm.goog +351912345678']);
    for (const type of ['TRANSACTION', 'AUTHENTICATION'] as const) {
      expect(await dispatchMessage(submitted(), { delivery, now: () => 0, isUnsubscribed, messageTrafficTypeOf: () => type })).toEqual({ state: 'SENT', attempts: 1 });
    }
    expect(await dispatchMessage(submitted(), { delivery, now: () => 0, isUnsubscribed: async () => false, messageTrafficTypeOf: () => 'PROMOTION' })).toEqual({ state: 'SENT', attempts: 1 });
    expect(delivery.calls).toHaveLength(3);
  });
});
