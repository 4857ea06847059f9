import type { QueueEntry, QueueSource } from '../lifecycle/queueSource';
import type { SubmittedMessage } from '../ports/submit';

/** A message the memory store took, and the platform's window it is handed over in. */
interface HeldMessage {
  /** The message. */
  readonly message: SubmittedMessage;
  /** How many times it was handed over again (0: never, under its own id). */
  readonly handovers: number;
  /** The platform messageId of its current handover. */
  readonly platformId: string;
}

/** The memory store's messages and their queue: the source the engine reads, and what the submit and the handovers write. @internal */
export interface _MemoryQueue {
  /** The queue source. */
  readonly source: QueueSource;
  /** The message `id`, or undefined when none was taken. */
  find(id: string): HeldMessage | undefined;
  /** The id of the message handed over under `platformId` now (an earlier window's id names none). */
  idOf(platformId: string): string | undefined;
  /** Takes `message` and queues it last, under its own id. */
  take(message: SubmittedMessage): void;
  /** Queues the message `id` again, last, for its handover `handovers` under `platformId`. */
  handOver(id: string, handovers: number, platformId: string): void;
  /** Wakes the reads waiting for messages. */
  wake(): void;
}

/**
 * Every message the memory store took, kept for the life of the process, and the queue of those
 * not yet acknowledged, first in, first out (a message handed over again goes last). `read`
 * hands out each queued message once while it is in flight; with none to hand out it waits for a
 * submit or a handover (then hands out what came) or `pollMs`, and resolves to `[]` at once when
 * its signal aborts. `ack` ends a message's
 * queueing; `close` hands what was read and not acknowledged out again to the next read, as a
 * restart of a durable store would.
 *
 * @internal
 */
export function _memoryQueue(pollMs: number): _MemoryQueue {
  const messages = new Map<string, HeldMessage>();
  const byPlatformId = new Map<string, string>();
  const queued = new Set<string>(); // in queue order
  const handedOut = new Set<string>();
  const waiting = new Set<() => void>();
  const wake = (): void => {
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  /** Waits for a message, `pollMs` or `signal`: resolves false when the signal aborted. */
  const wait = (signal: AbortSignal | undefined): Promise<boolean> =>
    new Promise((resolve) => {
      if (signal?.aborted === true) return resolve(false);
      const finish = (): void => {
        clearTimeout(timer);
        waiting.delete(finish);
        signal?.removeEventListener('abort', finish);
        resolve(signal?.aborted !== true);
      };
      const timer = setTimeout(finish, pollMs);
      waiting.add(finish);
      signal?.addEventListener('abort', finish, { once: true });
    });
  const enqueue = (held: HeldMessage): void => {
    messages.set(held.message.id, held);
    byPlatformId.set(held.platformId, held.message.id);
    queued.delete(held.message.id);
    queued.add(held.message.id);
    wake();
  };

  /** Hands out up to `max` queued messages not in flight, in queue order. */
  const handOut = (max: number): QueueEntry[] => {
    const entries: QueueEntry[] = [];
    for (const id of queued) {
      const held = messages.get(id);
      if (entries.length >= Math.floor(max)) break;
      if (held === undefined || handedOut.has(id)) continue;
      handedOut.add(id);
      entries.push({ ackId: id, message: held.message, ...(held.platformId === id ? {} : { platformMessageId: held.platformId }) });
    }
    return entries;
  };

  const source: QueueSource = {
    async read(max, signal) {
      const entries = handOut(max);
      if (entries.length > 0) return entries;
      return (await wait(signal)) ? handOut(max) : [];
    },
    async ack(ackId) {
      queued.delete(ackId);
      handedOut.delete(ackId);
    },
    async close() {
      handedOut.clear();
      wake();
    },
  };

  return {
    source,
    find: (id) => messages.get(id),
    idOf: (platformId) => byPlatformId.get(platformId),
    take: (message) => enqueue({ message, handovers: 0, platformId: message.id }),
    handOver(id, handovers, platformId) {
      const held = messages.get(id);
      if (held === undefined) return;
      byPlatformId.delete(held.platformId);
      enqueue({ ...held, handovers, platformId });
    },
    wake,
  };
}
