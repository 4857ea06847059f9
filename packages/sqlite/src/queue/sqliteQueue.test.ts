import { describe, expect, it } from 'vitest';
import { accepted } from '../../test-support/messages';
import { newStore, reopen } from '../../test-support/storeFixtures';

const ids = (entries: readonly { readonly message: { readonly id: string } }[]): string[] => entries.map((entry) => entry.message.id);

describe('the SQLite queue', () => {
  it('should never hand out a message twice while it is in flight, and hand it out again after a reopen when not acknowledged', async () => {
    const store = newStore();
    const messages = [accepted(), accepted(), accepted()];
    await Promise.all(messages.map((message) => store.submit.submit(message)));
    const first = await store.queue.read(2);
    const second = await store.queue.read(10);
    expect(ids(first)).toEqual([messages[0]!.id, messages[1]!.id]);
    expect(ids(second)).toEqual([messages[2]!.id]);
    expect(await store.queue.read(10, AbortSignal.abort())).toEqual([]);
    expect(first[0]!.ackId).toBe(messages[0]!.id);
    await store.queue.ack(first[0]!.ackId);
    await store.close();
    const again = reopen(store.path);
    expect(ids(await again.queue.read(10))).toEqual([messages[1]!.id, messages[2]!.id]);
  });

  it('should hand out again, after its close, what a dispatcher read and did not acknowledge, and never what it acknowledged', async () => {
    const store = newStore();
    const [a, b] = [accepted(), accepted()];
    await Promise.all([store.submit.submit(a), store.submit.submit(b)]);
    const entries = await store.queue.read(2);
    const acked = store.queue.ack(entries[0]!.ackId);
    await store.queue.close();
    await acked;
    expect(ids(await store.queue.read(10))).toEqual([b.id]);
  });

  it('should hand out the oldest accepted first, and only what is due, whatever order they were stored in', async () => {
    let now = Date.parse('2026-01-15T10:00:00.000Z');
    const store = newStore({ now: () => now });
    const late = accepted({ acceptedAt: '2026-01-15T10:00:00.000Z' });
    const early = accepted({ acceptedAt: '2026-01-15T09:00:00.000Z' });
    const leap = accepted({ acceptedAt: '2026-01-14T23:59:60Z' }); // a leap second, read by the core as 2026-01-15T00:00:00Z
    await store.submit.submit(late);
    await store.submit.submit(early);
    await store.submit.submit(leap);
    expect(ids(await store.queue.read(10))).toEqual([leap.id, early.id, late.id]);
    now = Date.parse('2026-01-15T08:00:00.000Z'); // a clock that went back: what is stored now is due at this now
    const stored = accepted({ acceptedAt: '2026-01-15T10:00:00.000Z' });
    await store.submit.submit(stored);
    now -= 1;
    expect(await store.queue.read(10, AbortSignal.abort())).toEqual([]);
    now += 1;
    expect(ids(await store.queue.read(10))).toEqual([stored.id]);
  });

  it('should wake a waiting read when a message is stored, and end it empty when its signal aborts', async () => {
    const store = newStore({ pollMs: 60_000 });
    const started = Date.now();
    const waiting = store.queue.read(5);
    await store.submit.submit(accepted());
    expect(await waiting).toEqual([]);
    expect(await store.queue.read(5)).toHaveLength(1);
    const stop = new AbortController();
    const aborted = store.queue.read(5, stop.signal);
    stop.abort();
    expect(await aborted).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('should find, by polling, what another store object on the same file (without the writer lock) submitted', async () => {
    const server = newStore();
    const worker = reopen(server.path, { pollMs: 20, writerLock: false });
    const waiting = worker.queue.read(5);
    const message = accepted();
    await server.submit.submit(message);
    expect(await waiting).toEqual([]);
    expect(ids(await worker.queue.read(5))).toEqual([message.id]);
  });

  it('should hand out nothing for a count below one', async () => {
    const store = newStore({ pollMs: 1 });
    await store.submit.submit(accepted());
    expect(await store.queue.read(0)).toEqual([]);
    expect(await store.queue.read(0.5)).toEqual([]);
    expect(await store.queue.read(1.9)).toHaveLength(1);
  });
});
