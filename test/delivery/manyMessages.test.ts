// 5,000 messages queued in the server's database with one emulator fault in ten (429, 500, 503,
// a lost answer, a slow answer): none lost, none delivered twice, each SENT, none left queued.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRbmDeliveryPort, startDispatcher, staticAccessToken } from '@rcs-send/delivery';
import { startRbmEmulator, type EmulatorFault } from '@rcs-send/rbm-emulator';
import { openSqliteStore } from '@rcs-send/sqlite';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../support/waitUntil';
import { acceptedMessages } from './support/acceptedMessages';

const FAULTS: EmulatorFault[] = [{ kind: '429', retryAfterSeconds: 0 }, { kind: '500' }, { kind: '503' }, { kind: 'drop' }, { kind: 'slow', delayMs: 20 }];

describe('5,000 messages through one worker, one emulator fault in ten', () => {
  it('should lose none and deliver none twice', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'rcs-send-many-'));
    const emulator = await startRbmEmulator();
    const store = openSqliteStore({ path: join(directory, 'rcs-send.db') });
    try {
      const messages = acceptedMessages(5_000);
      await Promise.all(messages.map((message) => store.submit.submit(message)));
      const ids = messages.map((message) => message.id);
      emulator.faults.plan((n) => (n % 10 === 0 ? FAULTS[(n / 10) % FAULTS.length] : undefined));
      let outcomes = 0;
      const worker = startDispatcher({
        source: store.queue,
        states: store.states,
        delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens: staticAccessToken('test') }),
        concurrency: 64,
        retry: { initialMs: 5, maxMs: 50 },
        onOutcome: () => void (outcomes += 1),
      });
      await waitUntil('an outcome for each of the 5,000 messages', 30_000, () => outcomes >= ids.length);
      await worker.stop();

      const received = emulator.received.map((message) => message.messageId);
      expect(received).toHaveLength(ids.length);
      expect(new Set(received)).toEqual(new Set(ids));
      // every tenth send was a fault; a lost answer (one fault in five) made the worker send the message again, and the platform dropped the repeat
      const lostAnswers = Array.from({ length: Math.floor(emulator.requests / 10) }, (_, k) => k + 1).filter((k) => k % FAULTS.length === 3).length;
      expect(lostAnswers).toBeGreaterThan(90);
      expect(emulator.duplicates).toBeGreaterThan(lostAnswers / 2);
      expect(emulator.duplicates).toBeLessThanOrEqual(lostAnswers); // a 'drop' that falls on a repeat answers 409: no second repeat
      const stored = [...store.exportMessages()];
      expect(stored.map((message) => message.id)).toEqual(ids);
      expect(new Set(stored.map((message) => message.status?.state))).toEqual(new Set(['SENT']));
      expect(stored.filter((message) => message.queued)).toEqual([]);
    } finally {
      await store.close();
      await emulator.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
