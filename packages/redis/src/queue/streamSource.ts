import type { QueueEntry, QueueSource } from '@rcs-send/service';
import type { StreamReader } from './streamReader';

/** Options of {@link redisQueueSource}. @public */
export interface RedisQueueSourceOptions {
  /** Entries another consumer left unacknowledged this long (it died) are taken over, in milliseconds. @defaultValue 60000 */
  readonly claimIdleMs?: number;
  /** Milliseconds between looks for such entries. @defaultValue 10000 */
  readonly claimEveryMs?: number;
}

/**
 * The consumer end of the queue of a fleet, the Redis Stream through a consumer group: this
 * consumer's own pending entries first (after a restart), then new ones; every `claimEveryMs`
 * the entries a dead consumer left pending for `claimIdleMs` are claimed here. `ackId` is the
 * stream entry id. `close()` lets go of nothing (the connection is the reader's owner's) but
 * rewinds the reader: a read after it hands out again what was never acknowledged, as a restart does. The group is created at the first read, and again after a failed one (Redis
 * may be down at start: the failure goes to the reader's caller, who reads again later); a group
 * Redis lost later (it restarted without its data) is created again by the reader's next read or claim.
 * `openRedisStore` makes its queue with it.
 *
 * @public
 */
export function redisQueueSource(reader: StreamReader, options: RedisQueueSourceOptions = {}): QueueSource {
  const claimIdleMs = options.claimIdleMs ?? 60_000;
  const claimEveryMs = options.claimEveryMs ?? 10_000;
  let grouped: Promise<unknown> | undefined;
  let lastClaim = Date.now();
  const group = (): Promise<unknown> =>
    (grouped ??= reader.createGroup().catch((error: unknown) => {
      grouped = undefined;
      throw error;
    }));
  const entriesOf = (messages: Awaited<ReturnType<StreamReader['read']>>): QueueEntry[] =>
    messages.map(({ entryId, message, platformMessageId }) => ({ ackId: entryId, message, ...(platformMessageId === undefined ? {} : { platformMessageId }) }));
  return {
    async read() {
      await group();
      if (Date.now() - lastClaim >= claimEveryMs) {
        lastClaim = Date.now();
        const claimed = await reader.claimIdle(claimIdleMs);
        if (claimed.length > 0) return entriesOf(claimed);
      }
      return entriesOf(await reader.read());
    },
    async ack(ackId) {
      await reader.ack([ackId]);
    },
    async close() {
      reader.rewind(); // as after a restart: what this consumer was handed and never acknowledged comes first again
    },
  };
}
