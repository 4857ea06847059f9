// 5,000 queued messages with one emulator fault in ten (429, 500, 503, a lost answer, a slow
// answer): none lost, none delivered twice, each SENT.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRbmDeliveryPort, startOutboxWorker, staticAccessToken } from '@rcs-send/delivery';
import { startRbmEmulator, type EmulatorFault } from '@rcs-send/rbm-emulator';
import { describe, expect, it } from 'vitest';
import { readStates, writeOutbox } from './support/outboxFile';

const FAULTS: EmulatorFault[] = [{ kind: '429', retryAfterSeconds: 0 }, { kind: '500' }, { kind: '503' }, { kind: 'drop' }, { kind: 'slow', delayMs: 20 }];

describe('5,000 messages through one worker, one emulator fault in ten', () => {
  it('should lose none and deliver none twice', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'rcs-send-many-'));
    const emulator = await startRbmEmulator();
    try {
      const outbox = join(directory, 'outbox.ndjson');
      const ids = await writeOutbox(outbox, 5_000);
      emulator.faults.plan((n) => (n % 10 === 0 ? FAULTS[(n / 10) % FAULTS.length] : undefined));
      let outcomes = 0;
      let allDone = (): void => undefined;
      const done = new Promise<void>((resolve) => (allDone = resolve));
      const worker = await startOutboxWorker({
        outbox,
        delivery: createRbmDeliveryPort({ baseUrl: emulator.url, tokens: staticAccessToken('test') }),
        concurrency: 64,
        retry: { initialMs: 5, maxMs: 50 },
        onOutcome: () => void (++outcomes === ids.length && allDone()),
      });
      await done;
      await worker.stop();

      const received = emulator.received.map((message) => message.messageId);
      expect(received).toHaveLength(ids.length);
      expect(new Set(received)).toEqual(new Set(ids));
      // every tenth send was a fault; a lost answer (one fault in five) made the worker send the message again, and the platform dropped the repeat
      const lostAnswers = Array.from({ length: Math.floor(emulator.requests / 10) }, (_, k) => k + 1).filter((k) => k % FAULTS.length === 3).length;
      expect(lostAnswers).toBeGreaterThan(90);
      expect(emulator.duplicates).toBeGreaterThan(lostAnswers / 2);
      expect(emulator.duplicates).toBeLessThanOrEqual(lostAnswers); // a 'drop' that falls on a repeat answers 409: no second repeat
      const states = await readStates(await readFile(`${outbox}.states`, 'utf8'));
      expect(states.size).toBe(ids.length);
      expect(new Set(states.values())).toEqual(new Set(['SENT']));
    } finally {
      await emulator.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
