import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';
import { _admin, _startWebhook, type _Webhook } from '../testing/emulatorHttp';

let emulator: RbmEmulator;
let webhook: _Webhook | undefined;
afterEach(async () => {
  await emulator.close();
  await webhook?.close();
  webhook = undefined;
});

describe('a user’s UNSUBSCRIBE and SUBSCRIBE', () => {
  it('should post a signed UserEvent in RBM’s push envelope from the admin route and the method', async () => {
    webhook = await _startWebhook();
    emulator = await startRbmEmulator({ webhookUrl: webhook.url, webhookClientToken: 'secret' });
    const routed = await _admin(emulator, 'POST', 'subscription', { agentId: 'acme@rbm.goog', from: '+351912345678', eventType: 'UNSUBSCRIBE' });
    expect(routed.body).toEqual({ status: 200, eventId: expect.any(String) });
    const called = await emulator.changeSubscription({ agentId: 'acme@rbm.goog', from: '+351912345678', eventType: 'SUBSCRIBE' });
    const [unsubscribe, subscribe] = webhook.posted;
    expect(unsubscribe?.event).toEqual({ senderPhoneNumber: '+351912345678', eventType: 'UNSUBSCRIBE', eventId: routed.body['eventId'], sendTime: expect.stringMatching(/Z$/), agentId: 'acme@rbm.goog' });
    expect(subscribe?.event).toMatchObject({ eventType: 'SUBSCRIBE', eventId: called.eventId });
    expect(subscribe?.signature).toBe(createHmac('sha512', 'secret').update(Buffer.from(subscribe?.envelope.message.data ?? '', 'base64')).digest('base64'));
  });

  it('should post it twice with the same eventId under the twice fault, and answer the webhook’s status', async () => {
    webhook = await _startWebhook();
    webhook.status = 500;
    emulator = await startRbmEmulator({ webhookUrl: webhook.url });
    emulator.eventFault = 'twice';
    expect((await emulator.changeSubscription({ agentId: 'a', from: '+1', eventType: 'UNSUBSCRIBE' })).status).toBe(500);
    expect(webhook.posted.map((post) => post.event['eventId'])).toEqual([webhook.posted[0]?.event['eventId'], webhook.posted[0]?.event['eventId']]);
  });

  it('should refuse without a webhook (TypeError; 400 FAILED_PRECONDITION on the route), a bad body 400, an unreachable webhook 503', async () => {
    emulator = await startRbmEmulator();
    await expect(emulator.changeSubscription({ agentId: 'a', from: '+1', eventType: 'SUBSCRIBE' })).rejects.toThrow(TypeError);
    expect((await _admin(emulator, 'POST', 'subscription', { agentId: 'a', from: '+1', eventType: 'SUBSCRIBE' })).body.error?.status).toBe('FAILED_PRECONDITION');
    await emulator.close();
    webhook = await _startWebhook();
    emulator = await startRbmEmulator({ webhookUrl: webhook.url });
    expect((await _admin(emulator, 'POST', 'subscription', { agentId: 'a', from: '+1', eventType: 'OPT_OUT' })).body.error?.status).toBe('INVALID_ARGUMENT');
    await webhook.close();
    expect((await _admin(emulator, 'POST', 'subscription', { agentId: 'a', from: '+1', eventType: 'SUBSCRIBE' })).body.error?.status).toBe('UNAVAILABLE');
    webhook = undefined;
  });
});
