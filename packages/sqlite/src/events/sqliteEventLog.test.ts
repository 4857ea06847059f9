import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '@rcs-send/service';
import { accepted, ORG } from '../../test-support/messages';
import { newStore, reopen } from '../../test-support/storeFixtures';

const T0 = Date.parse('2026-01-15T10:00:00.000Z');
const REPLY: WebhookEvent = { type: 'message.reply', data: { from: '+351912345678', to: 'acme_agent', text: 'Yes', receivedAt: '2026-01-15T10:00:00.000Z' } };

/** How many rows `events`, `deliveries` and `states` of the database at `path` hold, read from outside the store. */
function rows(path: string): { events: number; deliveries: number; states: number } {
  const db = new Database(path, { readonly: true });
  try {
    const count = (table: string): number => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { events: count('events'), deliveries: count('deliveries'), states: count('states') };
  } finally {
    db.close();
  }
}

describe('the SQLite store: event logs on disk', () => {
  it('should store a state change and its message.status event with its delivery together or not at all', async () => {
    const store = newStore({ now: () => T0 });
    store.seedBalances({ [ORG]: 10 });
    const message = accepted();
    await store.submit.submit(message);
    const saboteur = new Database(store.path);
    for (const table of ['events', 'deliveries', 'states']) {
      saboteur.exec(`CREATE TRIGGER refuse BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'refused'); END`);
      await expect(store.states.advance({ id: message.id, state: 'SENT', at: '2026-01-15T10:00:01.000Z' })).rejects.toMatchObject({ name: 'SqliteStoreError', code: 'SQLITE_CONSTRAINT_TRIGGER' });
      expect(rows(store.path)).toEqual({ events: 0, deliveries: 0, states: 0 });
      expect((await store.states.get(message.id))?.state).toBe('ACCEPTED');
      saboteur.exec('DROP TRIGGER refuse');
    }
    saboteur.close();
    const sent = await store.states.advance({ id: message.id, state: 'SENT', at: '2026-01-15T10:00:01.000Z' });
    expect(rows(store.path)).toEqual({ events: 1, deliveries: 1, states: 1 });
    expect(await store.events.after(ORG, 0, 10)).toEqual([{ organizationId: ORG, sequence: 1, id: expect.stringMatching(/^msg_/), at: T0, event: { type: 'message.status', data: expect.objectContaining({ id: message.id, state: 'SENT', history: sent!.history.map(({ state, at }) => ({ state, at, channel: 'RCS' })) }) } }]);
    await store.close();
  });

  it('should keep the logs, their numbering and the deliveries queued across a close and reopen: what the stopped store leased is leased again once its lease ends', async () => {
    let store = newStore({ now: () => T0 });
    const { path } = store;
    const first = await store.events.record({ organizationId: ORG, event: REPLY, at: T0, key: 'rbm:1' });
    await store.events.record({ organizationId: ORG, event: REPLY, at: T0 + 1 });
    expect((await store.webhooks.lease(ORG, T0, 30_000, 10)).map((delivery) => delivery.event.sequence)).toEqual([1, 2]);
    await store.close();

    store = reopen(path, { now: () => T0 + 40_000 });
    expect(await store.events.record({ organizationId: ORG, event: REPLY, at: T0 + 2, key: 'rbm:1' })).toEqual(first);
    expect((await store.events.record({ organizationId: ORG, event: REPLY, at: T0 + 3 })).sequence).toBe(3);
    expect(await store.webhooks.lease(ORG, T0 + 29_999, 30_000, 10)).toEqual([]);
    expect((await store.webhooks.lease(ORG, T0 + 30_000, 30_000, 10)).map((delivery) => [delivery.event.sequence, delivery.attempt])).toEqual([[1, 1], [2, 1]]);
    expect((await store.webhooks.lease(ORG, T0 + 40_000, 30_000, 10)).map((delivery) => delivery.event)).toEqual((await store.events.after(ORG, 2, 10)));
    await store.close();
  });
});
