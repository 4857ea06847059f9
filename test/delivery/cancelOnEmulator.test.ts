// End to end on the RBM emulator, which answers agentMessages.delete, getCapabilities and
// users.batchGet as RBM does: a message waiting at the platform for a phone that is never
// online is withdrawn by a cancel (the emulator then never delivers it), also when the cancel
// comes while its send is in flight (it is answered once the emulator took it); the capability
// check reads the emulator's recipients.
import { RBM_FEATURES } from '@rcs-send/rbm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type Reply } from '../http/support/client';
import { ORG_ID, SENDER, recipient, request, textMessage } from '../http/support/fixtures';
import { waitUntil } from '../support/waitUntil';
import { serveThroughEmulator, type EmulatedDelivery } from './support/deliveryServer';

let delivery: EmulatedDelivery;
const AGENT = `${SENDER}@rbm.goog`;

beforeAll(async () => {
  delivery = await serveThroughEmulator();
  for (const n of [41, 42]) delivery.emulator.setRecipient(`+${recipient(n)}`, { kind: 'neverOnline' });
  delivery.emulator.setRecipient(`+${recipient(43)}`, { kind: 'online', features: ['ACTION_DIAL'] });
});
afterAll(() => delivery.close());

const at = (path: string): string => new URL(path, delivery.server.url).href;
const message = (id: string, method: string): Promise<Reply> => post(at(`/v1.2/rcs/messages/${id}`), undefined, { method });
/** Sends one message to recipient `n`; its id. */
async function accepted(n: number): Promise<string> {
  const reply = await post(delivery.server.url, request([textMessage(n)]));
  expect(reply.status, reply.text).toBe(202);
  return reply.body.messages[0].id as string;
}

describe('cancel on the RBM emulator', () => {
  it('should withdraw a SENT message waiting for a phone that is never online: the platform never delivers it', async () => {
    const id = await accepted(41);
    await waitUntil(`message ${id} to be SENT`, 20_000, async () => (await message(id, 'GET')).body.state === 'SENT');
    expect(delivery.emulator.stateOf(AGENT, id)).toBe('waiting');
    const cancelled = await message(id, 'DELETE');
    expect([cancelled.status, cancelled.body.state, cancelled.body.history.map((step: { state: string }) => step.state)]).toEqual([200, 'CANCELLED', ['ACCEPTED', 'SENT', 'CANCELLED']]);
    expect(delivery.emulator.stateOf(AGENT, id)).toBe('revoked');
  });

  it('should answer a cancel that came while the emulator was taking the message once it took it, and withdraw it then', async () => {
    delivery.emulator.faults.next({ kind: 'slow', delayMs: 3_000 }); // in flight long enough for the cancel to come first on a loaded machine
    const before = delivery.emulator.requests;
    const id = await accepted(42);
    await waitUntil(`the emulator to be taking message ${id}`, 20_000, () => delivery.emulator.requests > before); // it answers 3 s later
    let cancelled = await message(id, 'DELETE');
    for (let tries = 0; cancelled.status === 503 && tries < 10; tries += 1) cancelled = await message(id, 'DELETE'); // still in flight after the cancel's wait: retry, as a client does
    expect([cancelled.status, cancelled.body.history.map((step: { state: string }) => step.state)]).toEqual([200, ['ACCEPTED', 'SENT', 'CANCELLED']]);
    expect(delivery.emulator.stateOf(AGENT, id)).toBe('revoked');
  });
});

describe('the capability check on the RBM emulator', () => {
  const query = `organizationId=${ORG_ID}&from=${SENDER}`;

  it('should answer the features of the recipient, none for a number that is not RCS-capable, and several at once', async () => {
    const every = await post(at(`/v1.2/rcs/capabilities/${recipient(44)}?${query}`), undefined, { method: 'GET' });
    const some = await post(at(`/v1.2/rcs/capabilities/%2B${recipient(43)}?${query}`), undefined, { method: 'GET' });
    const none = await post(at(`/v1.2/rcs/capabilities/351912345404?${query}`), undefined, { method: 'GET' });
    const many = await post(at('/v1.2/rcs/capabilities'), { organizationId: ORG_ID, from: SENDER, msisdns: ['351912345404', recipient(43)] });
    expect([every.status, every.body]).toEqual([200, { msisdn: recipient(44), reachable: true, features: [...RBM_FEATURES] }]);
    expect(some.body).toEqual({ msisdn: recipient(43), reachable: true, features: ['ACTION_DIAL'] });
    expect(none.body).toEqual({ msisdn: '351912345404', reachable: false, features: [] });
    expect(many.body).toEqual({ results: [{ msisdn: '351912345404', reachable: false }, { msisdn: recipient(43), reachable: true }] });
  });
});
