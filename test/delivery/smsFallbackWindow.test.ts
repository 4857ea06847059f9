// The SMS fallback at the platform's window, end to end on loopback, on one machine (the SQLite
// store) and in a fleet (Redis: its stream, states, handovers and fallback records): the
// dispatcher with its fallback to an SMSC simulator, the receiver of the platform's events and
// the RBM emulator, its window shortened to 1.2 s (RBM's 15 days) and the dispatcher's to 1 s.
// A message to a phone that is never online, revoked at the end of a window while its own
// expiration is ahead, falls back to one SMS instead of a second handover and ends DELIVERED on
// the SMS channel; one revoked at its own expiration ends EXPIRED and is never sent by SMS.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSmsReceiptInbox, SMS_FALLBACK_REASONS, startDispatcher, type Dispatcher } from '@rcs-send/delivery';
import type { SmsFallbackPolicy, SubmittedMessage } from '@rcs-send/service';
import { createSmppSender, startSmscSimulator, type SmppSender, type SmscSimulator } from '@rcs-send/sms';
import { startWindowPlatform, type WindowPlatform } from '../stores/support/windowPlatform';
import { WINDOW_STORES, type WindowStore } from '../stores/support/windowStores';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const NEVER_ONLINE = '+351912345001';
const POLICY: SmsFallbackPolicy = { enabled: true, smsSender: 'ACME', triggers: ['NOT_RCS_CAPABLE', 'REVOKED'], maxSegments: 6 };
const SMSC = { systemId: 'window-test', password: 'window-password' };

describe.each(WINDOW_STORES)('on %s', (_, openStore) => {
  let store: WindowStore;
  let platform: WindowPlatform;
  let simulator: SmscSimulator;
  let sender: SmppSender;
  let dispatcher: Dispatcher;

  beforeAll(async () => {
    store = await openStore({ organizationId: ORG, balance: 10, redisDb: 8, windowMs: 1_000 });
    platform = await startWindowPlatform(store, { [NEVER_ONLINE]: { kind: 'neverOnline' } });
    simulator = await startSmscSimulator(SMSC);
    const receipts = createSmsReceiptInbox({ records: store.smsFallbacks, states: store.states });
    sender = createSmppSender({ host: '127.0.0.1', port: simulator.port, ...SMSC, sourceAddress: 'RCSSEND', onReceipt: (receipt) => receipts.take(receipt) });
    const fallback = { policies: { policyOf: async () => POLICY }, records: store.smsFallbacks, sms: sender, receipts };
    dispatcher = startDispatcher({ source: store.queue, states: store.states, delivery: platform.delivery, platformWindowMs: 1_000, fallback });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await sender.close();
    await simulator.close();
    await platform.close();
    await store.close();
  });

  const accepted = (id: string, text: string, expiresAt: number): SubmittedMessage => ({
    id,
    organizationId: ORG,
    principalId: 'p',
    index: 0,
    acceptedAt: new Date().toISOString(),
    expiresAt,
    message: { to: NEVER_ONLINE.slice(1), from: 'acme', contentMessage: { text }, expirationDateTime: new Date(expiresAt).toISOString() },
  });
  const smsWith = (text: string) => simulator.received.filter((sms) => sms.text === text);

  describe('a message revoked at the end of the platform\'s window', () => {
    it('should fall back to one SMS while its expiration is ahead, valid until that expiration, and end DELIVERED on the SMS channel', async () => {
      const id = crypto.randomUUID();
      const expiresAt = Date.now() + 60_000;
      await store.submit.submit(accepted(id, 'Your code is 4321', expiresAt));
      await vi.waitFor(async () => expect((await store.states.get(id))?.state).toBe('DELIVERED'), { timeout: 10_000, interval: 50 });
      const status = await store.states.get(id);
      expect(status).toMatchObject({ channel: 'SMS', fallbackReason: SMS_FALLBACK_REASONS.revoked, sms: { segments: 1, encoding: 'GSM7' } });
      expect(status?.history.map(({ state, channel }) => `${state}/${channel ?? 'RCS'}`)).toEqual(['ACCEPTED/RCS', 'SENT/RCS', 'SENT/SMS', 'DELIVERED/SMS']);
      expect(platform.emulator.received.filter((taken) => taken.phoneNumber === NEVER_ONLINE && (taken.body as { contentMessage?: { text?: string } }).contentMessage?.text === 'Your code is 4321')).toHaveLength(1); // never handed over again
      const [sms] = smsWith('Your code is 4321');
      expect(smsWith('Your code is 4321')).toHaveLength(1);
      expect(sms).toMatchObject({ from: 'ACME', to: NEVER_ONLINE.slice(1), encoding: 'GSM7', segments: 1 });
      expect(Math.abs((sms?.validUntil?.getTime() ?? 0) - expiresAt)).toBeLessThan(1_000); // the SMSC's validity period: the message's own expiration
      expect(await store.smsFallbacks.get(id)).toMatchObject({ stage: 'DELIVERED', trigger: 'REVOKED' });
    });

    it('should never fall back once its own expiration has passed: revoked at it, it ends EXPIRED', async () => {
      const id = crypto.randomUUID();
      await store.submit.submit(accepted(id, 'Your slot is 9:00', Date.now() + 800)); // within the window: the platform revokes it at its own expiration
      await vi.waitFor(async () => expect((await store.states.get(id))?.state).toBe('EXPIRED'), { timeout: 10_000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300)); // anything late would show now
      expect(smsWith('Your slot is 9:00')).toEqual([]);
      expect(await store.smsFallbacks.get(id)).toBeUndefined();
      expect((await store.states.get(id))?.channel ?? 'RCS').toBe('RCS');
    });
  });
});
