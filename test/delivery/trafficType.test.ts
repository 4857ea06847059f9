// Each message declares the traffic type of its sender's agent, as configured per sender:
// AUTHENTICATION for an OTP agent, PROMOTION for a promotional one, TRANSACTION otherwise; the
// platform never gets MESSAGE_TRAFFIC_TYPE_UNSPECIFIED.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSqliteStore } from '@rcs-send/sqlite';
import { post } from '../http/support/client';
import { ORG_ID, SENDER, request } from '../http/support/fixtures';
import { serveThroughEmulator, type EmulatedDelivery } from './support/deliveryServer';

let rig: EmulatedDelivery;
beforeAll(async () => {
  rig = await serveThroughEmulator({
    organizations: [{ id: ORG_ID, members: ['acme'], senders: [SENDER, 'acme_otp', 'acme_news'], balance: 100, useCases: { acme_otp: 'OTP', acme_news: 'PROMOTIONAL' } }],
  });
});
afterAll(() => rig.close());

describe('traffic type per sender', () => {
  it('should send each message with the traffic type of its sender\'s agent', async () => {
    const senders = [SENDER, 'acme_otp', 'acme_news'];
    const reply = await post(rig.server.url, request(senders.map((from, i) => ({ to: `35191234${5800 + i}`, from, contentMessage: { text: 'Hi' } }))));
    expect(reply.status, reply.text).toBe(202);
    const ids = (reply.body.messages as { id: string }[]).map((message) => message.id);
    const typeOf = (id: string) => (rig.emulator.received.find((taken) => taken.messageId === id)?.body as { messageTrafficType?: string } | undefined)?.messageTrafficType;
    await vi.waitFor(() => expect(ids.map(typeOf)).toEqual(['TRANSACTION', 'AUTHENTICATION', 'PROMOTION']), { timeout: 10_000, interval: 50 });
  });

  it('should declare the use case of a sender added while the server runs from its first message', async () => {
    const operator = openSqliteStore({ path: rig.database, writerLock: false }); // as the tenants command opens it, beside the server
    await operator.tenants.addSender(ORG_ID.toLowerCase(), { id: 'acme_otp_new', useCase: 'OTP' });
    await operator.close();
    const reply = await post(rig.server.url, request([{ to: '351912345900', from: 'acme_otp_new', contentMessage: { text: 'Your code is 4821' } }]));
    expect(reply.status, reply.text).toBe(202);
    const [id] = (reply.body.messages as { id: string }[]).map((message) => message.id);
    const typeOf = () => (rig.emulator.received.find((taken) => taken.messageId === id)?.body as { messageTrafficType?: string } | undefined)?.messageTrafficType;
    await vi.waitFor(() => expect(typeOf()).toBe('AUTHENTICATION'), { timeout: 10_000, interval: 50 });
  });
});
