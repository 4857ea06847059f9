import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RbmEmulator } from '../rbmEmulator';
import { startRbmEmulator } from '../startRbmEmulator';
import { _admin, _call, _send, _startWebhook, _textCall, type _Webhook } from '../testing/emulatorHttp';

const NUMBER = '+351912345678';
let emulator: RbmEmulator;
let webhook: _Webhook;
beforeEach(async () => (webhook = await _startWebhook()));
afterEach(async () => {
  await emulator.close();
  await webhook.close();
});

const start = (recipient: Parameters<RbmEmulator['setRecipient']>[1], maxExpiryMs?: number) =>
  startRbmEmulator({ webhookUrl: webhook.url, webhookClientToken: 'secret', eventDelayMs: 1, recipients: { [NUMBER]: recipient }, ...(maxExpiryMs === undefined ? {} : { maxExpiryMs }) });
const types = () => webhook.posted.map((post) => post.event['eventType']);
const revoke = (call: ReturnType<typeof _textCall>, query = `?agentId=${encodeURIComponent(call.agentId)}`) => _call(emulator, 'DELETE', `v1/phones/${NUMBER}/agentMessages/${call.messageId}${query}`);

describe('a message to a number offline for a while', () => {
  it('should wait at the platform, then be DELIVERED and READ when the number comes online at onlineAt', async () => {
    // Two seconds away: on a loaded machine the send and the look after it still come before.
    emulator = await start({ kind: 'offline', onlineAt: new Date(Date.now() + 2000) });
    const call = _textCall();
    expect((await _send(emulator, call)).status).toBe(200);
    await webhook.waitFor(1, 100);
    expect([types(), emulator.stateOf(call.agentId, call.messageId)]).toEqual([[], 'waiting']);
    await webhook.waitFor(2, 20_000);
    expect([types(), emulator.stateOf(call.agentId, call.messageId)]).toEqual([['DELIVERED', 'READ'], 'delivered']);
    expect(emulator.recipientOf(NUMBER)).toEqual({ kind: 'online' });
  });

  it('should come online when the admin route says when (onlineInMs), or now', async () => {
    emulator = await start({ kind: 'neverOnline' });
    const [first, second] = [_textCall(), _textCall()];
    await _send(emulator, first);
    const set = await _admin(emulator, 'PUT', `recipients/${NUMBER}`, { kind: 'offline', onlineInMs: 50 });
    expect(set.body).toEqual({ kind: 'offline', onlineAt: expect.stringMatching(/Z$/) });
    await webhook.waitFor(2);
    expect(webhook.posted.map((post) => `${post.event['eventType']} ${post.event['messageId']}`)).toEqual([`DELIVERED ${first.messageId}`, `READ ${first.messageId}`]);
    await _admin(emulator, 'PUT', `recipients/${NUMBER}`, { kind: 'neverOnline' });
    await _send(emulator, second);
    expect((await _admin(emulator, 'PUT', `recipients/${encodeURIComponent(NUMBER)}`, { kind: 'online' })).body).toEqual({ kind: 'online' });
    await webhook.waitFor(4);
    expect(emulator.stateOf(second.agentId, second.messageId)).toBe('delivered');
  });
});

describe('a message to a number never online', () => {
  it('should be revoked at its expiry: a signed ServerEvent TTL_EXPIRATION_REVOKED in RBM’s push envelope, never DELIVERED after', async () => {
    emulator = await start({ kind: 'neverOnline' }, 2_000);
    const call = _textCall(undefined, { ttl: '0.2s' });
    await _send(emulator, call);
    await webhook.waitFor(1);
    expect(webhook.posted).toHaveLength(1);
    const [post] = webhook.posted;
    expect(post?.event).toEqual({ phoneNumber: NUMBER, agentId: 'acme@rbm.goog', messageId: call.messageId, eventType: 'TTL_EXPIRATION_REVOKED', eventId: expect.any(String), sendTime: expect.any(String) });
    expect(post?.envelope.subscription).toMatch(/^projects\/.+\/subscriptions\/.+/);
    expect(post?.signature).toBe(createHmac('sha512', 'secret').update(Buffer.from(post?.envelope.message.data ?? '', 'base64')).digest('base64'));
    emulator.setRecipient(NUMBER, { kind: 'online' });
    await webhook.waitFor(2, 100);
    expect([types(), emulator.stateOf(call.agentId, call.messageId)]).toEqual([['TTL_EXPIRATION_REVOKED'], 'revoked']);
  });

  it('should post TTL_EXPIRATION_REVOKE_FAILED when the revocation is set to fail, the message still deliverable', async () => {
    emulator = await start({ kind: 'neverOnline', revokeFails: true }, 2_000);
    const call = _textCall(undefined, { expireTime: new Date(Date.now() + 200).toISOString() });
    await _send(emulator, call);
    await webhook.waitFor(1);
    expect([types(), emulator.stateOf(call.agentId, call.messageId)]).toEqual([['TTL_EXPIRATION_REVOKE_FAILED'], 'waiting']);
    emulator.setRecipient(NUMBER, { kind: 'online' });
    await webhook.waitFor(3);
    expect(types()).toEqual(['TTL_EXPIRATION_REVOKE_FAILED', 'DELIVERED', 'READ']);
  });
});

describe('agentMessages.delete', () => {
  it('should answer 200 {} and revoke a waiting message, which is never DELIVERED after, nor revoked again at expiry', async () => {
    emulator = await start({ kind: 'neverOnline' }, 2_000);
    const call = _textCall(undefined, { ttl: '0.2s' });
    await _send(emulator, call);
    const answer = await revoke(call);
    expect([answer.status, answer.body]).toEqual([200, {}]);
    emulator.setRecipient(NUMBER, { kind: 'online' });
    await webhook.waitFor(1, 300); // past the ttl: neither DELIVERED nor a revocation comes
    expect([types(), emulator.stateOf(call.agentId, call.messageId)]).toEqual([[], 'revoked']);
  });

  it('should answer 200 {} for a message delivered (which stays delivered) and for one never sent', async () => {
    emulator = await start({ kind: 'online' });
    const call = _textCall();
    await _send(emulator, call);
    expect((await revoke(call)).body).toEqual({});
    expect((await revoke(_textCall())).status).toBe(200);
    await webhook.waitFor(2);
    expect([types(), emulator.stateOf(call.agentId, call.messageId)]).toEqual([['DELIVERED', 'READ'], 'delivered']);
  });

  it('should answer 400 without an agentId or with a number that is no E.164', async () => {
    emulator = await start({ kind: 'online' });
    expect((await revoke(_textCall(), '')).status).toBe(400);
    expect((await _call(emulator, 'DELETE', `v1/phones/351912345678/agentMessages/${crypto.randomUUID()}?agentId=a`)).status).toBe(400);
  });
});
