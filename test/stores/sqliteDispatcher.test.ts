// The delivery dispatcher on the SQLite store, as a worker runs it: it reads the queue, delivers
// each message once, records the outcome in the store's states and acknowledges it; a message
// a crashed run already sent (state SENT, never acknowledged) is acknowledged without a second
// send; stopping the dispatcher closes the queue, not the store; nothing is queued after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDispatcher, type DeliveryCall } from '@rcs-send/delivery';
import type { SubmittedMessage } from '@rcs-send/service';
import { openSqliteStore } from '@rcs-send/sqlite';

const folder = mkdtempSync(join(tmpdir(), 'rcs-send-store-dispatch-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const accepted = (n: number, expirationDateTime?: string): SubmittedMessage => ({
  id: crypto.randomUUID(), // the platform's messageId is a UUID
  organizationId: '3b9d2f6e-1c4a-4e7b-9d8f-0a1b2c3d4e5f',
  principalId: 'acme',
  index: 0,
  acceptedAt: '2026-01-15T10:00:00.000Z',
  expiresAt: expirationDateTime === undefined ? null : Date.parse(expirationDateTime),
  message: { to: '351912345678', from: 'acme_agent', contentMessage: { text: `Hello ${n}` }, ...(expirationDateTime === undefined ? {} : { expirationDateTime }) },
});

describe('startDispatcher on the SQLite store', () => {
  it('should deliver each queued message once, record its outcome, acknowledge it, and skip what a crashed run already sent', async () => {
    const path = join(folder, 'dispatch.db');
    const store = openSqliteStore({ path, pollMs: 10 });
    const messages = Array.from({ length: 40 }, (_, n) => accepted(n));
    const expired = accepted(40, '2020-01-01T00:00:00Z');
    await Promise.all([...messages, expired].map((message) => store.submit.submit(message)));
    await store.states.advance({ id: messages[0]!.id, state: 'SENT', at: '2026-01-15T10:00:01.000Z', attempts: 1 }); // sent, then the worker died
    const sent: string[] = [];
    const dispatcher = startDispatcher({
      source: store.queue,
      states: store.states,
      concurrency: 8,
      delivery: {
        async deliver(call: DeliveryCall) {
          sent.push(call.request.messageId);
          return { outcome: 'sent' };
        },
      },
    });
    const finals = async (): Promise<number> => (await Promise.all([...messages, expired].map((message) => store.states.get(message.id)))).filter((status) => status?.state !== 'ACCEPTED').length;
    for (const deadline = Date.now() + 10_000; (await finals()) < 41 || [...store.exportMessages()].some((exported) => exported.queued); ) {
      if (Date.now() > deadline) throw new Error('the dispatcher did not finish');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await dispatcher.stop();

    expect(store.ready()).toBe(true);
    expect(sent.sort()).toEqual(messages.slice(1).map((message) => message.id).sort());
    expect(await store.states.get(expired.id)).toMatchObject({ state: 'EXPIRED', attempts: 0 });
    expect(await store.states.get(messages[5]!.id)).toMatchObject({ state: 'SENT', history: [{ state: 'ACCEPTED' }, { state: 'SENT' }] });
    await store.close();
    const again = openSqliteStore({ path });
    expect(await again.queue.read(100, AbortSignal.abort())).toEqual([]);
    await again.close();
  });
});
