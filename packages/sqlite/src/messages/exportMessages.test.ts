import { describe, expect, it } from 'vitest';
import { accepted, OTHER_ORG } from '../../test-support/messages';
import { newStore } from '../../test-support/storeFixtures';

describe('exportMessages', () => {
  it('should give every field of each stored message, its queueing and its status, in the order stored', async () => {
    const store = newStore();
    const plain = accepted();
    const expiring = accepted({ organizationId: OTHER_ORG, principalId: 'other', index: 7, acceptedAt: '2026-01-15T10:00:05.123Z' });
    const rich = { ...expiring, message: { ...expiring.message, expirationDateTime: '2026-01-16T10:00:00+01:00', contentMessage: { text: 'ünï "quoted" \u2028 text' } } };
    await store.submit.submit(plain);
    await store.submit.submit(rich);
    await store.queue.read(1);
    await store.queue.ack(plain.id);
    await store.states.advance({ id: plain.id, state: 'SENT', at: '2026-01-15T10:00:01.000Z', attempts: 2 });
    expect([...store.exportMessages()]).toStrictEqual([
      {
        ...plain,
        queued: false,
        status: {
          id: plain.id,
          state: 'SENT',
          at: '2026-01-15T10:00:01.000Z',
          organizationId: plain.organizationId,
          to: plain.message.to,
          from: plain.message.from,
          attempts: 2,
          history: [
            { state: 'ACCEPTED', at: plain.acceptedAt },
            { state: 'SENT', at: '2026-01-15T10:00:01.000Z' },
          ],
        },
      },
      { ...rich, queued: true, status: { id: rich.id, state: 'ACCEPTED', at: rich.acceptedAt, organizationId: OTHER_ORG, to: rich.message.to, from: rich.message.from, history: [{ state: 'ACCEPTED', at: rich.acceptedAt }] } },
    ]);
  });

  it('should read past one page, every message once, in order', async () => {
    const store = newStore();
    const messages = Array.from({ length: 1201 }, () => accepted());
    await Promise.all(messages.map((message) => store.submit.submit(message)));
    expect([...store.exportMessages()].map((exported) => exported.id)).toEqual(messages.map((message) => message.id));
  });

  it('should give nothing for an empty store', () => {
    expect([...newStore().exportMessages()]).toEqual([]);
  });
});
