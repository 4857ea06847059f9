import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { NewSmsFallback } from '@rcs-send/service';
import { accepted, ORG } from '../../test-support/messages';
import { databaseOfVersion } from '../../test-support/oldStores';
import { newStore, reopen, testFolder } from '../../test-support/storeFixtures';
import { _SCHEMA_VERSION } from '../database/schema';

const T0 = Date.parse('2026-01-15T10:00:00.000Z');
const folder = testFolder();

/** A fallback of message `id` in `segments` segments. */
const fallbackOf = (id: string, segments: number): NewSmsFallback => ({
  id, organizationId: ORG, to: '351912345678', smsSender: 'ACME', trigger: 'REVOKED', fallbackReason: 'TTL_EXPIRATION_REVOKED', text: 'Your slot: 9-11', encoding: 'GSM7', segments, reference: 7, maxSegments: 6, at: '2026-01-15T10:00:01.000Z',
});

/** The rows of the fallback tables and today's SMS usage of the database at `path`, read from outside the store. */
function rows(path: string): { fallbacks: number; segments: number; usage: unknown } {
  const db = new Database(path, { readonly: true });
  try {
    const count = (table: string): number => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { fallbacks: count('sms_fallbacks'), segments: count('sms_segments'), usage: db.prepare('SELECT sms_fallbacks, sms_segments FROM usage WHERE organization_id = ?').all(ORG) };
  } finally {
    db.close();
  }
}

describe('the SQLite store: SMS fallbacks on disk', () => {
  it('should keep a record, its stage, its SMSC ids and its charge across a close and reopen, and never charge it again', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10 });
    await store.smsFallbacks.begin(fallbackOf('m', 3));
    await store.smsFallbacks.claimSubmit('m');
    await store.smsFallbacks.accepted('m', ['s1', 's2', 's3']);
    await store.smsFallbacks.receipt('s1', 'DELIVERED', '2026-01-15T10:00:02.000Z');
    await store.close();

    const again = reopen(store.path);
    expect(again.balance.balanceOf(ORG)).toBe(8);
    expect(await again.smsFallbacks.begin(fallbackOf('m', 3))).toMatchObject({ created: false, record: { stage: 'ACCEPTED', smscMessageIds: ['s1', 's2', 's3'] } });
    expect(await again.smsFallbacks.claimSubmit('m')).toBe(false);
    expect(await again.smsFallbacks.receipt('s2', 'DELIVERED', '2026-01-15T10:00:03.000Z')).toBeUndefined();
    expect(await again.smsFallbacks.receipt('s3', 'DELIVERED', '2026-01-15T10:00:03.000Z')).toMatchObject({ stage: 'DELIVERED' });
    expect(again.balance.balanceOf(ORG)).toBe(8);
    expect(rows(again.path).usage).toEqual([{ sms_fallbacks: 1, sms_segments: 3 }]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await again.tenants.usage(ORG, today, today)).toMatchObject([{ accepted: 0, smsFallbacks: 1, smsSegments: 3 }]);
  });

  it('should write the charge of a fallback failed before its claim back to the ledger, durably, and keep its usage as charged', async () => {
    const store = newStore();
    store.seedBalances({ [ORG]: 10 });
    await store.smsFallbacks.begin(fallbackOf('m', 3));
    await store.smsFallbacks.fail('m', 'SMS fallback: not sent, the message is CANCELLED');
    await store.close();
    const again = reopen(store.path);
    expect(again.balance.balanceOf(ORG)).toBe(10);
    expect(await again.tenants.ledgerTail(ORG, 1)).toMatchObject([{ units: 2, reason: 'SMS fallback of m not sent' }]);
    expect(rows(again.path).usage).toEqual([{ sms_fallbacks: 1, sms_segments: 3 }]);
  });

  it('should let one of two store objects on the same file (the second without the writer lock) claim the submit, and record one fallback for both', async () => {
    const first = newStore();
    first.seedBalances({ [ORG]: 10 });
    const second = reopen(first.path, { writerLock: false });
    const begun = await Promise.all([first, second, first, second].map((store) => store.smsFallbacks.begin(fallbackOf('m', 2))));
    expect(begun.filter((answer) => 'created' in answer && answer.created)).toHaveLength(1);
    const claims = await Promise.all([first, second, first, second].map((store) => store.smsFallbacks.claimSubmit('m')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(first.balance.balanceOf(ORG)).toBe(9);
  });

  it('should forget a fallback and its SMSC ids with its message, retentionMs after both last changed, and keep one whose message is kept', async () => {
    let now = T0;
    const store = newStore({ now: () => now, retentionMs: 1000 });
    store.seedBalances({ [ORG]: 10 });
    const [gone, kept] = [accepted(), accepted()];
    await Promise.all([gone, kept].map((message) => store.submit.submit(message)));
    await store.queue.read(2);
    await store.queue.ack(gone.id);
    for (const { id } of [gone, kept]) {
      await store.smsFallbacks.begin(fallbackOf(id, 1));
      await store.smsFallbacks.claimSubmit(id);
      await store.smsFallbacks.accepted(id, [`${id}-s`]);
    }
    now = T0 + 999;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ fallbacks: 2, segments: 2 });
    now = T0 + 1000;
    store.sweep();
    expect(rows(store.path)).toMatchObject({ fallbacks: 1, segments: 1 });
    expect(await store.smsFallbacks.get(gone.id)).toBeUndefined();
    expect(await store.smsFallbacks.receipt(`${gone.id}-s`, 'DELIVERED', '2026-01-15T10:00:02.000Z')).toBeUndefined();
    expect((await store.smsFallbacks.get(kept.id))?.stage).toBe('ACCEPTED');
  });

  it('should upgrade a store of schema version 2 (no fallbacks) when a writer opens it, keeping its balance', async () => {
    const path = folder.file('version-2.db');
    const db = databaseOfVersion(path, 2); // what version 2 left: no fallback tables, no SMS usage, no writer
    db.prepare('INSERT INTO balances (organization_id, units) VALUES (?, 5)').run(ORG);
    db.prepare("INSERT INTO ledger (organization_id, at, units, reason) VALUES (?, ?, 5, 'starting balance')").run(ORG, T0);
    db.close();
    const upgraded = reopen(path);
    expect(await upgraded.smsFallbacks.begin(fallbackOf('m', 2))).toMatchObject({ created: true });
    expect(upgraded.balance.balanceOf(ORG)).toBe(4);
    await upgraded.close();
    const reader = new Database(path, { readonly: true });
    expect(reader.pragma('user_version', { simple: true })).toBe(_SCHEMA_VERSION);
    reader.close();
  });
});
