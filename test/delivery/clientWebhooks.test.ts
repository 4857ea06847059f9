// The client's webhook, verified by the standardwebhooks package on loopback: a message accepted
// by the reference server and delivered is notified SENT; a 500 is retried with the same
// webhook-id; a 410 stops the endpoint; a forged or stale signature is refused by the library.
import { createWebhookNotifier, type WebhookEvent, type WebhookFailure } from '@rcs-send/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../http/support/client';
import { ORG_ID, SENDER, request } from '../http/support/fixtures';
import { serveThroughEmulator, type EmulatedDelivery } from './support/deliveryServer';
import { waitUntil } from '../support/waitUntil';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhookReceiver';

const SECRET = `whsec_${Buffer.alloc(32, 0x5a).toString('base64')}`;
const OTHER_SECRET = `whsec_${Buffer.alloc(32, 0x5b).toString('base64')}`;
const status = (id: string): WebhookEvent => ({ type: 'message.status', data: { id, state: 'DELIVERED', at: new Date().toISOString(), channel: 'RCS', history: [{ state: 'DELIVERED', at: new Date().toISOString(), channel: 'RCS' }] } });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
});
afterAll(() => receiver.close());

describe('the client webhook of the reference server', () => {
  let rig: EmulatedDelivery;
  beforeAll(async () => {
    const organization = { id: ORG_ID, members: ['acme'], senders: [SENDER], balance: 100, webhook: { url: receiver.url, secret: SECRET } };
    rig = await serveThroughEmulator({ organizations: [organization] });
  });
  afterAll(() => rig.close());

  it('should POST message.status SENT, signed so that standardwebhooks verifies it, for a message the server accepted and delivered', async () => {
    const reply = await post(rig.server.url, request([{ to: '351912345678', from: SENDER, contentMessage: { text: 'Your parcel arrives today.' } }]));
    expect(reply.status, reply.text).toBe(202);
    const id = reply.body.messages[0].id as string;
    await waitUntil(`the webhook's notice of message ${id}`, 20_000, () => receiver.received.some((got) => got.payload?.data['id'] === id));
    const got = receiver.received.find((entry) => entry.payload?.data['id'] === id);
    expect(got?.refusal).toBeUndefined();
    expect(got?.payload).toMatchObject({ type: 'message.status', data: { id, state: 'SENT', channel: 'RCS' } });
    const data = got?.payload?.data as { at: string; history: { state: string; at: string }[] };
    expect(data.history.at(-1)).toEqual({ state: 'SENT', at: data.at, channel: 'RCS' });
    expect(JSON.stringify(got?.payload)).not.toContain('Your parcel');
  });
});

describe('the webhook notifier against a verifying receiver', () => {
  it('should retry a 500 with the same webhook-id until the 200', async () => {
    receiver.answers.push(500);
    receiver.answers.push(200);
    const before = receiver.received.length;
    const notifier = createWebhookNotifier({ endpointOf: () => ({ url: receiver.url, secret: SECRET }), schedule: [10, 10] });
    notifier.notify(ORG_ID, status('retried'));
    await waitUntil('the notifier to deliver the event after its retry', 20_000, () => notifier.stats().delivered === 1);
    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts.every((attempt) => attempt.refusal === undefined && attempt.payload?.data['id'] === 'retried')).toBe(true);
    expect(attempts[0]?.webhookId).toBe(attempts[1]?.webhookId);
    await notifier.close();
  });

  it('should stop sending to an endpoint that answered 410', async () => {
    receiver.answers.push(410);
    const before = receiver.received.length;
    const failures: WebhookFailure[] = [];
    const notifier = createWebhookNotifier({ endpointOf: () => ({ url: receiver.url, secret: SECRET }), schedule: [10, 10], onError: (failure) => failures.push(failure) });
    notifier.notify(ORG_ID, status('gone'));
    await waitUntil('the notifier to report the endpoint disabled', 20_000, () => failures.length > 0);
    expect(failures).toEqual([{ kind: 'disabled', organizationId: ORG_ID, events: 1, reason: 'HTTP 410' }]);
    expect(notifier.notify(ORG_ID, status('after'))).toBe('disabled');
    await new Promise((resolve) => setTimeout(resolve, 50)); // a request sent after the 410 would have reached the receiver by now
    expect(receiver.received.length - before).toBe(1);
    await notifier.close();
  });

  it('should have a signature under another secret, or a timestamp over 5 minutes old, refused by the library', async () => {
    const before = receiver.received.length;
    for (const options of [{ secret: OTHER_SECRET, now: Date.now }, { secret: SECRET, now: () => Date.now() - 301_000 }]) {
      const notifier = createWebhookNotifier({ endpointOf: () => ({ url: receiver.url, secret: options.secret }), now: options.now, schedule: [] });
      notifier.notify(ORG_ID, status('forged'));
      await waitUntil('the notifier to give up the refused event', 20_000, () => notifier.stats().gaveUp === 1);
      await notifier.close();
    }
    expect(receiver.received.slice(before).map((got) => got.refusal)).toEqual(['No matching signature found', 'Message timestamp too old']);
  });
});
