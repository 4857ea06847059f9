import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { applyChange, type MessageStatus, type StateChange } from '@rcs-send/service';
import { accepted, ORG, OTHER_ORG } from '../../test-support/messages';
import { databaseOfVersion, storeOldMessage, storeVersion6Message } from '../../test-support/oldStores';
import { reopen, testFolder } from '../../test-support/storeFixtures';
import { _SCHEMA_VERSION } from './schema';

const folder = testFolder();
const T0 = Date.parse('2026-01-15T10:00:00.000Z');
const HOOK = { url: 'https://hooks.example/rcs', secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}` };

/** The status `changes` make, one after the other, as version 4 wrote it to `states`. */
function statusOf(changes: readonly StateChange[]): MessageStatus {
  return changes.reduce<MessageStatus | undefined>((status, change) => applyChange(status, change) ?? status, undefined)!;
}

describe('the schema', () => {
  it('should upgrade a store of version 4 (no events) when a writer opens it: its messages listed by their acceptance, their states filtered, its webhooks as they were, its logs empty', async () => {
    const path = folder.file('version-4.db');
    const first = accepted({ acceptedAt: '2026-01-15T10:00:00.000Z' });
    const offset = accepted({ acceptedAt: '2026-01-15T11:00:00.500+01:00' }); // the same hour, half a second later: read as the core reads it
    const smsSent = accepted({ acceptedAt: '2026-01-15T10:00:01.000Z', message: { to: '351912345679', from: 'acme_news', contentMessage: { text: 'Hi' } } });
    const elsewhere = accepted({ organizationId: OTHER_ORG, acceptedAt: '2026-01-15T10:00:02.000Z' });
    const sent = statusOf([
      { id: smsSent.id, state: 'ACCEPTED', at: smsSent.acceptedAt, organizationId: ORG, to: '351912345679', from: 'acme_news' },
      { id: smsSent.id, state: 'SENT', at: '2026-01-15T10:00:05.000Z', channel: 'SMS', fallbackReason: 'NOT_FOUND', sms: { segments: 1, encoding: 'GSM7', smscMessageIds: ['1'] } },
    ]);
    const db = databaseOfVersion(path, 4);
    for (const message of [first, offset, smsSent, elsewhere]) storeOldMessage(db, message, T0);
    db.prepare('INSERT INTO states (id, status, updated_at) VALUES (?, ?, ?)').run(smsSent.id, JSON.stringify(sent), T0);
    db.prepare('INSERT INTO organizations (id, rcs_channel, webhook, created_at) VALUES (?, 1, ?, ?)').run(ORG, JSON.stringify(HOOK), T0);
    db.close();

    const store = reopen(path, { now: () => T0 + 10_000 });
    const ids = async (filter: Parameters<typeof store.messages.list>[1]): Promise<string[]> => (await store.messages.list(ORG, filter, 10)).messages.map((status) => status.id);
    expect(await ids({})).toEqual([smsSent.id, offset.id, first.id]);
    expect(await ids({ state: 'ACCEPTED' })).toEqual([offset.id, first.id]);
    expect(await ids({ channel: 'SMS', state: 'SENT', to: '351912345679', from: 'acme_news' })).toEqual([smsSent.id]);
    expect(await ids({ since: T0 + 500, until: T0 + 1000 })).toEqual([offset.id]);
    expect((await store.messages.list(ORG, {}, 10)).messages[0]).toEqual(sent);
    expect((await store.tenants.organization(ORG))?.webhook).toEqual(HOOK);
    expect(await store.events.after(ORG, 0, 10)).toEqual([]);
    await store.states.advance({ id: first.id, state: 'SENT', at: '2026-01-15T10:00:09.000Z' });
    expect((await store.events.after(ORG, 0, 10)).map((kept) => [kept.sequence, kept.event.type, kept.at])).toEqual([[1, 'message.status', T0 + 10_000]]);
    expect(await store.webhooks.backlog(ORG)).toEqual({ pending: 1, oldestAt: T0 + 10_000 });
    await store.close();

    const reader = new Database(path, { readonly: true });
    expect(reader.pragma('user_version', { simple: true })).toBe(_SCHEMA_VERSION);
    expect(reader.prepare('SELECT id, accepted_ms, recipient, sender FROM messages ORDER BY seq').all()).toEqual([
      { id: first.id, accepted_ms: T0, recipient: '351912345678', sender: 'acme_agent' },
      { id: offset.id, accepted_ms: T0 + 500, recipient: '351912345678', sender: 'acme_agent' },
      { id: smsSent.id, accepted_ms: T0 + 1000, recipient: '351912345679', sender: 'acme_news' },
      { id: elsewhere.id, accepted_ms: T0 + 2000, recipient: '351912345678', sender: 'acme_agent' },
    ]);
    reader.close();
  });

  it('should upgrade a store of version 6 (each first handover id written twice): every row kept in its order, the current handover ids found as before, the earlier windows\' still revoked', async () => {
    const path = folder.file('version-6.db');
    const first = accepted({ acceptedAt: '2026-01-15T10:00:00.000Z', expiresAt: T0 + 3_600_000 });
    const later = accepted({ acceptedAt: '2026-01-15T10:00:01.000Z', expiresAt: T0 + 3_600_000 });
    const laterWindowId = 'platform-of-the-second-window';
    const db = databaseOfVersion(path, 6);
    storeVersion6Message(db, first, T0);
    storeVersion6Message(db, later, T0 + 1000, { platformId: laterWindowId, handovers: 1 });
    db.close();

    const store = reopen(path, { now: () => T0 + 10_000 });
    expect(await store.handovers.idOf(first.id)).toBe(first.id);
    expect(await store.handovers.idOf(laterWindowId)).toBe(later.id);
    expect(await store.handovers.idOf(later.id)).toBeUndefined(); // its first window's id was revoked
    expect(await store.handovers.platformIdOf(first.id)).toBe(first.id);
    expect(await store.handovers.platformIdOf(later.id)).toBe(laterWindowId);
    expect((await store.queue.read(10)).map((entry) => [entry.ackId, entry.platformMessageId])).toEqual([
      [first.id, undefined],
      [later.id, laterWindowId],
    ]);
    expect((await store.messages.list(ORG, {}, 10)).messages.map((status) => status.id)).toEqual([later.id, first.id]);
    // A handover after the upgrade: the first window's id revoked, the next one found.
    expect(await store.handovers.handOverAgain(first.id, T0 + 20_000)).toBe(true);
    const next = await store.handovers.platformIdOf(first.id);
    expect(next).not.toBe(first.id);
    expect(await store.handovers.idOf(next!)).toBe(first.id);
    expect(await store.handovers.idOf(first.id)).toBeUndefined();
    await store.close();

    const reader = new Database(path, { readonly: true });
    expect(reader.pragma('user_version', { simple: true })).toBe(_SCHEMA_VERSION);
    expect(reader.prepare('SELECT seq, id, platform_id, handovers FROM messages ORDER BY seq').all()).toEqual([
      { seq: 1, id: first.id, platform_id: next, handovers: 1 },
      { seq: 2, id: later.id, platform_id: laterWindowId, handovers: 1 },
    ]);
    expect(reader.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'messages' AND sql IS NOT NULL ORDER BY name").pluck().all()).toEqual([
      'messages_done',
      'messages_due',
      'messages_list',
      'messages_platform',
    ]);
    reader.close();
  });

  it('should write no handover id for a message it takes (its id is the first window\'s), and refuse a later window\'s id given twice', async () => {
    const path = folder.file('version-7.db');
    const store = reopen(path);
    await store.tenants.credit(ORG, 10, 'test', T0);
    const [one, two] = [accepted({ expiresAt: Date.now() + 3_600_000 }), accepted({ expiresAt: Date.now() + 3_600_000 })];
    const held = await store.balance.reserve(ORG, 2);
    await store.submit.submit(one);
    await store.submit.submit(two);
    await store.balance.commit?.(held!, 2);
    await store.close();
    const db = new Database(path);
    expect(db.prepare('SELECT platform_id FROM messages ORDER BY seq').pluck().all()).toEqual([null, null]);
    db.prepare("UPDATE messages SET platform_id = 'the-same' WHERE id = ?").run(one.id);
    expect(() => db.prepare("UPDATE messages SET platform_id = 'the-same' WHERE id = ?").run(two.id)).toThrow(/UNIQUE/);
    db.close();
  });
});
