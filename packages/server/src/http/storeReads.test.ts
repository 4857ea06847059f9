import { createMemoryAuthPort, createMemoryOrganizationPort, createMemoryStore } from '@rcs-send/service';
import { describe, expect, it } from 'vitest';
import { _storeReads } from './storeReads';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const KEY = 'reads-test-key-0123456789';
const ports = { auth: createMemoryAuthPort([{ apiKey: KEY, principalId: 'p' }]), organizations: createMemoryOrganizationPort([{ id: ORG, members: ['p'], senders: [] }]) };

describe('the reads of the server', () => {
  it("should read the store's events and messages behind the server's key and organization ports", async () => {
    const store = createMemoryStore();
    await store.events.record({ organizationId: ORG, event: { type: 'recipient.subscription', data: { phoneNumber: '+351912345678', sender: 'acme', subscribed: false, at: '2026-01-15T09:00:00.000Z' } }, at: 0 });
    const reads = _storeReads(store, ports, () => undefined);
    const query = new URLSearchParams({ organizationId: ORG });
    const feed = await reads.eventFeed.read({ authorization: `Bearer ${KEY}`, query });
    const list = await reads.messageList.list({ authorization: `Bearer ${KEY}`, query });
    expect([feed?.status, (feed?.body as { next?: number }).next, list?.body]).toEqual([200, 1, { messages: [], next: null }]);
    expect((await reads.eventFeed.read({ authorization: undefined, query }))?.status).toBe(401);
  });
});
