// The expiry promise across the platform's windows, end to end on loopback, on one machine (the
// SQLite store) and in a fleet (Redis: its stream, states and handovers): the dispatcher and the
// receiver of the platform's events against the RBM emulator, its window shortened to 1.2 s
// (RBM's 15 days) and the dispatcher's to 1 s. A message to a phone that is never online is
// revoked at the end of each window and handed over again under a new messageId until its own
// expiration, then ends EXPIRED, never handed over after it; one to a phone that comes online in
// a later window is DELIVERED under that window's id.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDispatcher, type Dispatcher } from '@rcs-send/delivery';
import type { SubmittedMessage } from '@rcs-send/service';
import { startWindowPlatform, type WindowPlatform } from './support/windowPlatform';
import { WINDOW_STORES, type WindowStore } from './support/windowStores';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const NEVER_ONLINE = '+351912345001';
const LATE_ONLINE = '+351912345002';

describe.each(WINDOW_STORES)('on %s', (_, openStore) => {
  let store: WindowStore;
  let platform: WindowPlatform;
  let dispatcher: Dispatcher;

  beforeAll(async () => {
    store = await openStore({ organizationId: ORG, balance: 10, redisDb: 7, windowMs: 1_000 });
    platform = await startWindowPlatform(store, { [NEVER_ONLINE]: { kind: 'neverOnline' }, [LATE_ONLINE]: { kind: 'offline', onlineAt: new Date(Date.now() + 60_000) } });
    dispatcher = startDispatcher({ source: store.queue, states: store.states, delivery: platform.delivery, platformWindowMs: 1_000 });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await platform.close();
    await store.close();
  });

  const accepted = (id: string, to: string, expiresAt: number): SubmittedMessage => ({
    id,
    organizationId: ORG,
    principalId: 'p',
    index: 0,
    acceptedAt: new Date().toISOString(),
    expiresAt,
    message: { to: to.slice(1), from: 'acme', contentMessage: { text: 'Your code is 1234' }, expirationDateTime: new Date(expiresAt).toISOString() },
  });
  /** The sends the emulator took for the phone `to`, in order, with when. */
  const takenFor = (to: string) => platform.emulator.received.filter((taken) => taken.phoneNumber === to);

  describe('a message expiring beyond the platform\'s window', () => {
    it('should be handed over again for each window under a new messageId, never after its expiration, and end EXPIRED', async () => {
      const id = crypto.randomUUID();
      const expiresAt = Date.now() + 3_500;
      await store.submit.submit(accepted(id, NEVER_ONLINE, expiresAt));
      await vi.waitFor(async () => expect((await store.states.get(id))?.state).toBe('EXPIRED'), { timeout: 10_000, interval: 50 });
      const sends = takenFor(NEVER_ONLINE);
      expect(sends.length).toBeGreaterThanOrEqual(3); // windows of 1 s over 3.5 s
      expect(new Set(sends.map((taken) => taken.messageId)).size).toBe(sends.length);
      expect(sends[0]?.messageId).toBe(id);
      for (const taken of sends) {
        expect(taken.receivedAt.getTime()).toBeLessThan(expiresAt);
        expect(Date.parse((taken.body as { expireTime: string }).expireTime)).toBeLessThanOrEqual(expiresAt);
      }
      expect(Date.parse((sends.at(-1)?.body as { expireTime: string }).expireTime)).toBe(expiresAt); // the last window ends at its own expiration
      const status = await store.states.get(id);
      expect(status?.reason).toMatch(/^TTL_EXPIRATION_REVOKED/);
      expect(status?.history.map((step) => step.state)).toEqual(['ACCEPTED', 'SENT', 'EXPIRED']);
    });

    it('should be DELIVERED under a later window\'s id when the phone comes online then', async () => {
      const id = crypto.randomUUID();
      await store.submit.submit(accepted(id, LATE_ONLINE, Date.now() + 60_000));
      await vi.waitFor(() => expect(takenFor(LATE_ONLINE).length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 50 });
      platform.emulator.setRecipient(LATE_ONLINE, { kind: 'online' });
      await vi.waitFor(async () => expect((await store.states.get(id))?.state).toMatch(/DELIVERED|READ/), { timeout: 10_000, interval: 50 });
      const status = await store.states.get(id);
      expect(status?.history.map((step) => step.state).slice(0, 3)).toEqual(['ACCEPTED', 'SENT', 'DELIVERED']);
      expect(takenFor(LATE_ONLINE).map((taken) => taken.messageId)).not.toEqual([id]);
    });
  });
});
