import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmulatorRecipient } from '../recipients/recipient';
import { _createPlatform, type _Platform } from './platform';

const DAY = 86_400_000;
const target = (phoneNumber: string, messageId = crypto.randomUUID()) => ({ phoneNumber, agentId: 'acme@rbm.goog', messageId });

describe('the platform’s messages on real timers, bounded in steps', () => {
  let events: string[];
  let platform: _Platform;
  const start = (recipients: Record<string, EmulatorRecipient>, keepMessages = 100) => {
    platform = _createPlatform({
      keepMessages,
      recipients,
      isRcsCapable: () => true,
      maxExpiryMs: 15 * DAY,
      events: { delivered: (t) => events.push(`DELIVERED ${t.messageId}`), expired: (t, revoked) => events.push(`${revoked ? 'REVOKED' : 'REVOKE_FAILED'} ${t.messageId}`) },
    });
  };
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    events = [];
  });
  afterEach(() => {
    platform.timers.clear();
    vi.useRealTimers();
  });

  it('should revoke a message to a never-online number at its expiry 15 days on, not a millisecond before', () => {
    start({ '+351912345678': { kind: 'neverOnline' } });
    const message = target('+351912345678');
    platform.messages.take(message, new Date(Date.now() + 15 * DAY));
    vi.advanceTimersByTime(15 * DAY - 1);
    expect([events, platform.messages.stateOf(message.agentId, message.messageId)]).toEqual([[], 'waiting']);
    vi.advanceTimersByTime(1);
    expect([events, platform.messages.stateOf(message.agentId, message.messageId)]).toEqual([[`REVOKED ${message.messageId}`], 'revoked']);
  });

  it('should deliver what waits for an offline number when it comes online 400 days on, keeping its features, and nothing its expiry revoked', () => {
    start({ '+351912345678': { kind: 'offline', onlineAt: new Date(Date.now() + 400 * DAY), features: ['ACTION_DIAL'] } });
    const [expiring, lasting] = [target('+351912345678'), target('+351912345678')];
    platform.messages.take(expiring, new Date(Date.now() + 15 * DAY));
    platform.messages.take(lasting, undefined);
    vi.advanceTimersByTime(400 * DAY - 1);
    expect(events).toEqual([`REVOKED ${expiring.messageId}`]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([`REVOKED ${expiring.messageId}`, `DELIVERED ${lasting.messageId}`]);
    expect(platform.recipients.get('+351912345678')).toEqual({ kind: 'online', features: ['ACTION_DIAL'] });
  });

  it('should keep waiting when the revocation fails, and deliver once the number is set online', () => {
    start({ '+351912345678': { kind: 'neverOnline', revokeFails: true } });
    const message = target('+351912345678');
    platform.messages.take(message, new Date(Date.now() + 1_000));
    vi.advanceTimersByTime(1_000);
    expect(platform.messages.stateOf(message.agentId, message.messageId)).toBe('waiting');
    platform.recipients.set('+351912345678', { kind: 'online' });
    expect(events).toEqual([`REVOKE_FAILED ${message.messageId}`, `DELIVERED ${message.messageId}`]);
  });

  it('should revoke on request only a waiting message of that number, never one delivered', () => {
    start({ '+351912345678': { kind: 'neverOnline' } });
    const [waiting, delivered] = [target('+351912345678'), target('+351911111111')];
    platform.messages.take(waiting, new Date(Date.now() + DAY));
    platform.messages.take(delivered, undefined);
    platform.messages.revoke('+351911111111', waiting.agentId, waiting.messageId); // another number's path
    expect(platform.messages.stateOf(waiting.agentId, waiting.messageId)).toBe('waiting');
    platform.messages.revoke('+351912345678', waiting.agentId, waiting.messageId);
    platform.messages.revoke('+351911111111', delivered.agentId, delivered.messageId);
    platform.recipients.set('+351912345678', { kind: 'online' });
    vi.advanceTimersByTime(2 * DAY);
    expect(events).toEqual([`DELIVERED ${delivered.messageId}`]); // no expiry event after a revocation, no delivery
    expect([platform.messages.stateOf(waiting.agentId, waiting.messageId), platform.messages.stateOf(delivered.agentId, delivered.messageId)]).toEqual(['revoked', 'delivered']);
  });

  it('should know the state of the last keepMessages settled messages exactly, forget the one settled longest ago, and never forget one still waiting', () => {
    start({ '+351912345678': { kind: 'neverOnline' } }, 3);
    const waiting = target('+351912345678');
    platform.messages.take(waiting, new Date(Date.now() + DAY));
    const delivered = Array.from({ length: 4 }, () => target('+351911111111'));
    for (const message of delivered.slice(0, 3)) platform.messages.take(message, undefined);
    const stateOf = (message: ReturnType<typeof target>) => platform.messages.stateOf(message.agentId, message.messageId);
    expect(delivered.map(stateOf)).toEqual(['delivered', 'delivered', 'delivered', undefined]); // three kept: at the bound
    platform.messages.take(delivered[3] as ReturnType<typeof target>, undefined);
    expect(delivered.map(stateOf)).toEqual([undefined, 'delivered', 'delivered', 'delivered']); // one past it: the oldest forgotten
    expect(stateOf(waiting)).toBe('waiting');
    platform.messages.revoke('+351912345678', waiting.agentId, waiting.messageId);
    expect(stateOf(waiting)).toBe('revoked'); // withdrawn though four settled after it was taken
  });
});
