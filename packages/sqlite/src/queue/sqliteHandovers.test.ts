import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformMessageId, type SubmittedMessage } from '@rcs-send/service';
import { openSqliteStore } from '../store/openSqliteStore';
import type { SqliteStore } from '../store/sqliteStore';

const ORG = '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f';
const T0 = Date.parse('2026-11-25T10:00:00Z');
const submitted = (id: string, expirationDateTime?: string): SubmittedMessage => ({
  id,
  organizationId: ORG,
  principalId: 'p',
  index: 0,
  acceptedAt: new Date(T0).toISOString(),
  expiresAt: expirationDateTime === undefined ? null : Date.parse(expirationDateTime),
  message: { to: '351912345678', from: 'acme', contentMessage: { text: 'Hi' }, ...(expirationDateTime === undefined ? {} : { expirationDateTime }) },
});
const ID = '6f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b';

let folder: string;
let clock: { now: number };
let store: SqliteStore;
const open = (): SqliteStore => openSqliteStore({ path: join(folder, 'rcs-send.db'), now: () => clock.now, pollMs: 5 });
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'rcs-send-handovers-'));
  clock = { now: T0 };
  store = open();
  store.seedBalances({ [ORG]: 10 });
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the store\'s handovers', () => {
  it('should name a message by its own id until it is handed over again, then by the new id only', async () => {
    await store.submit.submit(submitted(ID, '2026-12-31T00:00:00Z'));
    expect(await store.handovers.idOf(ID)).toBe(ID);
    const [first] = await store.queue.read(10);
    expect(first?.platformMessageId).toBeUndefined();
    await store.queue.ack(ID);
    expect(await store.handovers.handOverAgain(ID, T0 + 1000)).toBe(true);
    const second = await platformMessageId(ID, 1);
    expect(await store.handovers.idOf(second)).toBe(ID);
    expect(await store.handovers.idOf(ID)).toBeUndefined();
    expect(await store.handovers.platformIdOf(ID)).toBe(second);
    expect(await store.handovers.platformIdOf('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect((await store.queue.read(10)).map((entry) => [entry.ackId, entry.platformMessageId])).toEqual([[ID, second]]);
  });

  it('should hand over again only while the own expiration is ahead, never a message without one or unknown', async () => {
    await store.submit.submit(submitted(ID, new Date(T0 + 5000).toISOString()));
    await store.submit.submit(submitted('7f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b'));
    await store.queue.ack(ID);
    expect(await store.handovers.handOverAgain(ID, T0 + 5000)).toBe(false);
    expect(await store.handovers.handOverAgain(ID, T0 + 4999)).toBe(true);
    expect(await store.handovers.handOverAgain('7f1c2a4e-8b3d-4e5f-9a0b-1c2d3e4f5a6b', T0)).toBe(false);
    expect(await store.handovers.handOverAgain('00000000-0000-4000-8000-000000000000', T0)).toBe(false);
  });

  it('should keep a handover across a restart, under the same new id (the platform drops a repeat)', async () => {
    await store.submit.submit(submitted(ID, '2026-12-31T00:00:00Z'));
    await store.queue.ack(ID);
    await store.handovers.handOverAgain(ID, T0);
    await store.handovers.handOverAgain(ID, T0 + 1);
    await store.close();
    store = open();
    expect((await store.queue.read(10)).map((entry) => entry.platformMessageId)).toEqual([await platformMessageId(ID, 2)]);
  });
});
