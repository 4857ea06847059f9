// A message posted to the reference server reaches the RBM emulator in RBM's format and ends
// SENT; a message whose expiration passes while the platform answers 429 ends EXPIRED and
// never reaches it after that moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../http/support/client';
import { SENDER, request } from '../http/support/fixtures';
import { waitUntil } from '../support/waitUntil';
import { serveThroughEmulator, type EmulatedDelivery } from './support/deliveryServer';
import { storedStatuses } from './support/storedStatuses';

let rig: EmulatedDelivery;
beforeAll(async () => {
  rig = await serveThroughEmulator();
});
afterAll(() => rig.close());

/** The state of `id` once it is past the ACCEPTED the server records (waited for). */
async function finalState(id: string): Promise<{ state: string; at: string; reason?: string } | undefined> {
  let status: { state: string; at: string; reason?: string } | undefined;
  await waitUntil(`message ${id} to be past ACCEPTED`, 20_000, async () => {
    status = (await storedStatuses(rig.database)).get(id);
    return status !== undefined && status.state !== 'ACCEPTED';
  });
  return status;
}

describe('delivery from the reference server', () => {
  it('should deliver an accepted message to the platform in its format, with the accepted id, and record SENT', async () => {
    const wallClockAtPlusOne = new Date(Date.now() + 2 * 3_600_000); // an hour ahead, written at UTC+01:00
    const message = {
      to: '+351 912 345 678',
      from: SENDER,
      expirationDateTime: `${wallClockAtPlusOne.toISOString().slice(0, 19)}.5+01:00`,
      contentMessage: {
        text: 'Your parcel arrives today.',
        suggestions: [
          { dialAction: { text: 'Call us', phoneNumber: '+351912000111', postbackData: 'call' } },
          { viewLocationAction: { text: 'Depot', latitude: 38.72, longitude: -9.14, label: 'Depot', postbackData: 'map' } },
        ],
      },
    };
    const reply = await post(rig.server.url, request([message]));
    expect(reply.status, reply.text).toBe(202);
    const id = reply.body.messages[0].id as string;
    expect(await finalState(id)).toMatchObject({ state: 'SENT' });
    const taken = rig.emulator.received.find((received) => received.messageId === id);
    expect(taken).toMatchObject({ phoneNumber: '+351912345678', agentId: `${SENDER}@rbm.goog` });
    const utc = new Date(Date.parse(message.expirationDateTime)).toISOString().replace('.500Z', '.5Z');
    expect(taken?.body).toEqual({
      contentMessage: {
        text: 'Your parcel arrives today.',
        suggestions: [
          { action: { text: 'Call us', postbackData: 'call', dialAction: { phoneNumber: '+351912000111' } } },
          { action: { text: 'Depot', postbackData: 'map', viewLocationAction: { latLong: { latitude: 38.72, longitude: -9.14 }, label: 'Depot' } } },
        ],
      },
      expireTime: utc,
      messageTrafficType: 'TRANSACTION',
    });
    const logged = () => rig.logs.some((line) => line.includes('"event":"delivery"') && line.includes(id) && line.includes('"state":"SENT"'));
    await waitUntil(`the delivery of message ${id} logged SENT`, 20_000, logged);
    expect(rig.logs.join('\n')).not.toContain('Your parcel arrives today.');
  });

  it('should end EXPIRED a message whose expiration passes while the platform answers 429, never sending it after that moment', async () => {
    const sendTimes: number[] = [];
    rig.emulator.faults.plan(() => {
      sendTimes.push(Date.now());
      return { kind: '429', retryAfterSeconds: 1 };
    });
    try {
      const expiresAt = Date.now() + 5_000; // room for a first send and its retry a second later, even when a loaded machine sends the first late
      const message = { to: '351912345679', from: SENDER, expirationDateTime: new Date(expiresAt).toISOString(), contentMessage: { text: 'Soon stale' } };
      const reply = await post(rig.server.url, request([message]));
      expect(reply.status).toBe(202);
      const id = reply.body.messages[0].id as string;
      const state = await finalState(id);
      expect(state?.state).toBe('EXPIRED');
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt + 300 - Date.now()))); // past its expiration: a send after it would show by now
      expect(sendTimes.length).toBeGreaterThanOrEqual(2); // it was retried, honouring Retry-After
      expect(Math.max(...sendTimes)).toBeLessThan(expiresAt);
      expect(sendTimes[1]! - sendTimes[0]!).toBeGreaterThanOrEqual(1_000);
      expect(rig.emulator.received.some((received) => received.messageId === id)).toBe(false);
    } finally {
      rig.emulator.faults.clear();
    }
  });

  it('should hand over messages expiring 1 hour, 16, 30, 60 and 400 days ahead, at a leap second, or never, each SENT with an expiry the platform takes', async () => {
    const DAY = 86_400_000;
    const ahead = (ms: number): string => new Date(Date.now() + ms).toISOString();
    const leapSecond = `${new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10)}T23:59:60Z`;
    const expirations = [ahead(3_600_000), ahead(16 * DAY), ahead(30 * DAY), ahead(60 * DAY), ahead(400 * DAY), leapSecond, undefined];
    const messages = expirations.map((expirationDateTime, i) => ({
      to: `35191234${String(5700 + i)}`,
      from: SENDER,
      contentMessage: { text: `Expiring ${expirationDateTime ?? 'never'}` },
      ...(expirationDateTime === undefined ? {} : { expirationDateTime }),
    }));
    const reply = await post(rig.server.url, request(messages));
    expect(reply.status, reply.text).toBe(202);
    const ids = (reply.body.messages as { id: string }[]).map((message) => message.id);

    const sentAt = Date.now();
    for (const id of ids) expect(await finalState(id)).toMatchObject({ state: 'SENT' });
    for (const [i, id] of ids.entries()) {
      const body = rig.emulator.received.find((received) => received.messageId === id)?.body as { expireTime?: string } | undefined;
      const expireTime = body?.expireTime;
      if (expirations[i] === undefined) expect(expireTime).toBeUndefined();
      else expect(Date.parse(expireTime ?? '')).toBeLessThanOrEqual(sentAt + 15 * DAY);
    }
  });
});
