import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@rcs-send/service';
import { accepted, ORG } from '../../test-support/messages';
import { newStore } from '../../test-support/storeFixtures';

const T0 = Date.parse('2026-01-15T10:00:00.000Z');

/** How many rows each table of the database at `path` holds, read from outside the store. */
function rows(path: string): Record<string, number> {
  const db = new Database(path, { readonly: true });
  try {
    const count = (table: string): number => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { messages: count('messages'), states: count('states'), idempotency: count('idempotency'), seen: count('seen'), events: count('events'), deliveries: count('deliveries') };
  } finally {
    db.close();
  }
}

describe('the retention sweep', () => {
  it('should delete a message no longer queued and its state retentionMs after their last change, at that very millisecond, and never a queued one', async () => {
    let now = T0;
    const store = newStore({ now: () => now, retentionMs: 1000, idempotencyTtlMs: 1_000_000, seenTtlMs: 1_000_000 });
    const [done, ackedLater, queued, changedLater] = [accepted(), accepted(), accepted(), accepted()];
    await Promise.all([done, ackedLater, queued, changedLater].map((message) => store.submit.submit(message)));
    await store.states.advance({ id: 'unknown-message', state: 'READ', at: '2026-01-15T10:00:00.000Z' });
    const entries = await store.queue.read(4);
    await Promise.all([store.queue.ack(done.id), store.queue.ack(changedLater.id)]);
    expect(entries).toHaveLength(4);
    now = T0 + 500;
    await store.queue.ack(ackedLater.id);
    now = T0 + 800;
    await store.states.advance({ id: changedLater.id, state: 'DELIVERED', at: '2026-01-15T10:00:00.800Z' });
    const left = (): Promise<string[]> => Promise.all([done, ackedLater, queued, changedLater, { id: 'unknown-message' }].map(async ({ id }) => ((await store.states.get(id)) === undefined ? '' : id)));
    const stored = (): string[] => [...store.exportMessages()].map((exported) => exported.id);

    now = T0 + 999;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ messages: 4, states: 2 }); // the unknown id's and changedLater's: ACCEPTED is read from the message row
    now = T0 + 1000;
    store.sweep();
    expect(stored()).toEqual([ackedLater.id, queued.id, changedLater.id]);
    expect(await left()).toEqual(['', ackedLater.id, queued.id, changedLater.id, '']);
    now = T0 + 1500;
    store.sweep();
    expect(stored()).toEqual([queued.id, changedLater.id]);
    now = T0 + 1799;
    store.sweep();
    expect(stored()).toEqual([queued.id, changedLater.id]);
    now = T0 + 1800;
    store.sweep();
    now = T0 + 365 * 24 * 3600 * 1000;
    store.sweep();
    expect(stored()).toEqual([queued.id]);
    expect(rows(store.path)).toMatchObject({ messages: 1, states: 0 });
    expect((await store.states.get(queued.id))?.state).toBe('ACCEPTED');
  });

  it('should delete the events written retentionMs ago, at that very millisecond, with their deliveries, and number the next event on from the last', async () => {
    let now = T0;
    const store = newStore({ now: () => now, retentionMs: 1000 });
    store.seedBalances({ [ORG]: 10 });
    const message = accepted();
    await store.submit.submit(message);
    await store.states.advance({ id: message.id, state: 'SENT', at: '2026-01-15T10:00:01.000Z' }); // written at T0
    const reply = { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: 'Yes', receivedAt: '2026-01-15T10:00:00.000Z' } } as const;
    await store.events.record({ organizationId: ORG, event: reply, at: T0 + 500, key: 'rbm:1' });
    await store.webhooks.lease(ORG, T0, 60_000, 1); // the first delivery leased: swept with its event all the same
    now = T0 + 999;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ events: 2, deliveries: 2 });
    now = T0 + 1000;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ events: 1, deliveries: 1 });
    expect((await store.events.after(ORG, 0, 10)).map((kept) => kept.sequence)).toEqual([2]);
    expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 1, oldestAt: T0 + 500 });
    now = T0 + 1500;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ events: 0, deliveries: 0 });
    expect((await store.events.record({ organizationId: ORG, event: reply, at: now })).sequence).toBe(3);
    expect((await store.events.record({ organizationId: ORG, event: reply, at: now, key: 'rbm:1' })).sequence).toBe(4); // its key went with it
  });

  it('should delete Idempotency-Keys and seen keys once expired, at that very millisecond', async () => {
    let now = T0;
    const store = newStore({ now: () => now, idempotencyTtlMs: 2000, seenTtlMs: 3000 });
    await store.idempotency.claim('acme', 'k', 'f');
    await store.idempotency.complete('acme', 'k', errorResponse('INSUFFICIENT_BALANCE'));
    await store.seen.firstSeen('event');
    now = T0 + 1999;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ idempotency: 1, seen: 1 });
    now = T0 + 2000;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ idempotency: 0, seen: 1 });
    now = T0 + 3000;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ idempotency: 0, seen: 0 });
  });

  it('should sweep by itself every sweepEveryMs', async () => {
    let now = T0;
    const store = newStore({ now: () => now, seenTtlMs: 10, sweepEveryMs: 20 });
    await store.seen.firstSeen('event');
    now = T0 + 10;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rows(store.path)).toMatchObject({ seen: 0 });
  });

  it('should hand a failure of the timed sweep to onError, and sweep again at the next tick', async () => {
    let now = T0;
    const errors: unknown[] = [];
    const store = newStore({ now: () => now, seenTtlMs: 10, sweepEveryMs: 20, onError: (error) => errors.push(error) });
    await store.seen.firstSeen('event');
    const saboteur = new Database(store.path);
    saboteur.exec("CREATE TRIGGER keep BEFORE DELETE ON seen BEGIN SELECT RAISE(ABORT, 'kept'); END");
    now = T0 + 10;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors[0]).toMatchObject({ name: 'SqliteStoreError', code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'sqlite store unavailable during sweep' });
    saboteur.exec('DROP TRIGGER keep');
    saboteur.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rows(store.path)).toMatchObject({ seen: 0 });
  });
});
