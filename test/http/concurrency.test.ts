// No overspend, nothing lost, nothing twice: 200 concurrent requests against a balance of 100,
// accepted messages, their units and Idempotency-Keys in the SQLite store the reference server uses.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '@rcs-send/sqlite';
import { post } from './support/client';
import { ORG_ID, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost } from './support/hosts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-concurrency-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe.each(HOSTS)('200 concurrent requests on %s', (kind) => {
  it('should accept exactly the 100 the balance covers, each stored once', async () => {
    const store = openSqliteStore({ path: join(directory, `${kind}.db`) });
    store.seedBalances({ [ORG_ID]: 100 });
    const { submit, balance, idempotency } = store;
    const host = await startHost(kind, testService({ ...testPorts(), submit, balance, idempotency }));
    try {
      const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => post(host.url, request([textMessage(i % 100, `message ${i}`)]))));
      const accepted = replies.filter((reply) => reply.status === 202);
      expect(accepted).toHaveLength(100);
      expect(replies.filter((reply) => reply.status === 402)).toHaveLength(100);
      expect(store.balance.balanceOf(ORG_ID)).toBe(0);

      const records = [...store.exportMessages()];
      const acceptedIds = accepted.map((reply) => reply.body.messages[0].id as string);
      expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
      expect(records.map((record) => record.id).sort()).toEqual([...acceptedIds].sort());
      expect(new Set(records.map((record) => (record.message.contentMessage as { text: string }).text)).size).toBe(100);
      expect(records.every((record) => record.organizationId === ORG_ID && record.status?.state === 'ACCEPTED')).toBe(true);
    } finally {
      await host.close();
      await store.close();
    }
  });
});
