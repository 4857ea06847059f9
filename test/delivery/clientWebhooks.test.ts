// The client's webhook, verified by the standardwebhooks package on loopback: a message accepted
// by the reference server and delivered is notified SENT (retries, 410s and the endpoint in force
// are the deliveries' own tests, in webhookDeliveries.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../http/support/client';
import { ORG_ID, SENDER, request } from '../http/support/fixtures';
import { serveThroughEmulator, type EmulatedDelivery } from './support/deliveryServer';
import { waitUntil } from '../support/waitUntil';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhookReceiver';

const SECRET = `whsec_${Buffer.alloc(32, 0x5a).toString('base64')}`;

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
