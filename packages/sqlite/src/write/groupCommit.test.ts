import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '@rcs-send/service';
import { accepted, ORG, OTHER_ORG } from '../../test-support/messages';
import { newStore } from '../../test-support/storeFixtures';

describe('group commit', () => {
  it('should store the submits of one event-loop turn in one transaction, and each later turn in its own', async () => {
    const store = newStore();
    await Promise.all(Array.from({ length: 200 }, () => store.submit.submit(accepted())));
    expect(store.stats()).toEqual({ commits: 1, messages: 200 });
    await store.submit.submit(accepted());
    await store.submit.submit(accepted());
    expect(store.stats()).toEqual({ commits: 3, messages: 202 });
  });

  it('should commit an Idempotency-Key, a state change, a seen key and an acknowledgement made in the same turn with the submits', async () => {
    const store = newStore();
    const first = accepted();
    await store.submit.submit(first);
    const [entry] = await store.queue.read(1);
    await store.idempotency.claim('acme', 'k', 'f');
    const before = store.stats().commits;
    await Promise.all([
      store.submit.submit(accepted()),
      store.idempotency.complete('acme', 'k', errorResponse('INSUFFICIENT_BALANCE')),
      store.states.advance({ id: first.id, state: 'SENT', at: '2026-01-15T10:00:01.000Z' }),
      store.seen.firstSeen('event'),
      store.queue.ack(entry!.ackId),
    ]);
    expect(store.stats().commits).toBe(before + 1);
  });

  it('should reject every submit of a transaction that fails, write none of them and debit nothing, naming no content', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10, [OTHER_ORG]: 10 });
    // Another connection adds a trigger that fails the insert of OTHER_ORG's messages, mid-transaction.
    const saboteur = new Database(store.path);
    saboteur.exec(`CREATE TRIGGER refuse BEFORE INSERT ON messages WHEN NEW.organization_id = '${OTHER_ORG}' BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    const batch = [accepted(), accepted(), accepted({ organizationId: OTHER_ORG }), accepted()];
    const results = await Promise.allSettled(batch.map((message) => store.submit.submit(message)));
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: { name: 'SqliteStoreError', code: 'SQLITE_CONSTRAINT_TRIGGER', message: 'sqlite store unavailable during submit' } });
    }
    expect([...store.exportMessages()]).toEqual([]);
    expect(await store.states.get(batch[0]!.id)).toBeUndefined();
    expect(store.balance.balanceOf(ORG)).toBe(10);
    expect(store.balance.balanceOf(OTHER_ORG)).toBe(10);
    saboteur.exec('DROP TRIGGER refuse');
    saboteur.close();
    await store.submit.submit(batch[0]!);
    expect(store.balance.balanceOf(ORG)).toBe(9);
  });

  it('should reject alone a message whose id is already stored, debiting it nothing', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10 });
    const message = accepted();
    await store.submit.submit(message);
    const results = await Promise.allSettled([store.submit.submit({ ...message, index: 9 }), store.submit.submit(accepted())]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ reason: { message: 'a message with this id is already stored' } });
    expect(store.balance.balanceOf(ORG)).toBe(8);
    expect([...store.exportMessages()].find((exported) => exported.id === message.id)?.index).toBe(message.index);
  });
});
