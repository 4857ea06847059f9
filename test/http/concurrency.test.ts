// No overspend, nothing lost, nothing twice: 200 concurrent requests against a balance of 100,
// accepted messages appended to a real fsynced NDJSON outbox.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOutbox, type OutboxPort } from '@rcs-send/server';
import { post } from './support/client';
import { ORG_ID, request, testPorts, testService, textMessage } from './support/fixtures';
import { HOSTS, startHost } from './support/hosts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rcs-send-concurrency-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe.each(HOSTS)('200 concurrent requests on %s', (kind) => {
  it('should accept exactly the 100 the balance covers, each once in the outbox', async () => {
    const outboxPath = join(directory, `${kind}.ndjson`);
    const outbox: OutboxPort = await openOutbox(outboxPath);
    const ports = { ...testPorts(100), submit: outbox };
    const host = await startHost(kind, testService(ports));
    try {
      const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => post(host.url, request([textMessage(i % 100, `message ${i}`)]))));
      const accepted = replies.filter((reply) => reply.status === 202);
      expect(accepted).toHaveLength(100);
      expect(replies.filter((reply) => reply.status === 402)).toHaveLength(100);
      expect(ports.balance.balanceOf(ORG_ID)).toBe(0);

      await outbox.close();
      const lines = (await readFile(outboxPath, 'utf8')).split('\n').filter((line) => line !== '');
      const records = lines.map((line) => JSON.parse(line) as { id: string; organizationId: string; message: { contentMessage: { text: string } } });
      const acceptedIds = accepted.map((reply) => reply.body.messages[0].id as string);
      expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
      expect(records.map((record) => record.id).sort()).toEqual([...acceptedIds].sort());
      expect(new Set(records.map((record) => record.message.contentMessage.text)).size).toBe(100);
      expect(records.every((record) => record.organizationId === ORG_ID)).toBe(true);
    } finally {
      await host.close();
      await outbox.close();
    }
  });
});
