import { describe, expect, it } from 'vitest';
import { errorResponse, type SubmittedMessage } from '@rcs-send/service';
import { accepted, ORG, OTHER_ORG } from '../../test-support/messages';
import { newStore, reopen } from '../../test-support/storeFixtures';

const response = { ...errorResponse('INTERNAL_ERROR'), status: 202 };
const batchOf = (messages: readonly SubmittedMessage[], organizationId = ORG) => ({ organizationId, messages });

describe('the SQLite submit port', () => {
  it("should store a request's messages, debit them and keep its Idempotency-Key response in one commit", async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10 });
    const messages = [accepted(), accepted(), accepted()];
    const reservation = await store.balance.reserve(ORG, 3);
    await store.idempotency.claim('acme', 'key-1', 'print');
    const before = store.stats().commits;
    await store.submit.submitBatch?.({ ...batchOf(messages), idempotency: { scope: 'acme', key: 'key-1', response } });
    expect(store.stats()).toEqual({ commits: before + 1, messages: 3 });
    await store.balance.commit(reservation!, 3);
    expect(store.balance.balanceOf(ORG)).toBe(7);
    expect(await store.idempotency.claim('acme', 'key-1', 'print')).toEqual({ state: 'replay', response });
    expect((await store.queue.read(10)).map((entry) => entry.message.id)).toEqual(messages.map(({ id }) => id));
    await store.close();
    const again = reopen(store.path);
    expect(again.balance.balanceOf(ORG)).toBe(7);
    expect(await again.idempotency.claim('acme', 'key-1', 'print')).toEqual({ state: 'replay', response });
  });

  it('should read a stored message as ACCEPTED, with its organization, recipient and sender, until its state changes', async () => {
    const store = newStore();
    const message = accepted({ acceptedAt: '2026-01-15T10:00:00.123Z' });
    await store.submit.submit(message);
    const status = { id: message.id, state: 'ACCEPTED', at: message.acceptedAt, organizationId: ORG, to: message.message.to, from: message.message.from, history: [{ state: 'ACCEPTED', at: message.acceptedAt }] };
    expect(await store.states.get(message.id)).toStrictEqual(status);
    expect([...store.exportMessages()][0]?.status).toStrictEqual(status);
    expect(await store.states.advance({ id: message.id, state: 'ACCEPTED', at: '2026-01-15T10:00:01.000Z' })).toBeUndefined();
    const sent = await store.states.advance({ id: message.id, state: 'SENT', at: '2026-01-15T10:00:02.000Z', attempts: 1 });
    expect(sent).toMatchObject({ state: 'SENT', organizationId: ORG, to: message.message.to, from: message.message.from, history: [status.history[0], { state: 'SENT', at: '2026-01-15T10:00:02.000Z' }] });
    expect(await store.states.get(message.id)).toStrictEqual(sent);
  });

  it('should write nothing of a batch one of whose ids is stored, reject it alone, and commit the other batches of its flush', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10, [OTHER_ORG]: 10 });
    const first = accepted();
    await store.submit.submit(first);
    await store.idempotency.claim('acme', 'dup', 'print');
    const fresh = accepted();
    const other = accepted({ organizationId: OTHER_ORG });
    const results = await Promise.allSettled([
      store.submit.submitBatch?.({ ...batchOf([fresh, { ...accepted(), id: first.id }]), idempotency: { scope: 'acme', key: 'dup', response } }),
      store.submit.submitBatch?.(batchOf([other], OTHER_ORG)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect([...store.exportMessages()].map(({ id }) => id)).toEqual([first.id, other.id]);
    expect(store.balance.balanceOf(ORG)).toBe(9);
    expect(store.balance.balanceOf(OTHER_ORG)).toBe(9);
    expect(await store.idempotency.claim('acme', 'dup', 'print')).toEqual({ state: 'in-progress' }); // still claimed: the service releases it
  });
});
