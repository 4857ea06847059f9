import type { StreamReader } from '@rcs-send/redis';
import type { QueueEntry, QueueSource } from '@rcs-send/service';

/** Options of {@link streamSource}. @public */
export interface StreamSourceOptions {
  /** Entries another consumer left unacknowledged this long (it died) are taken over. @defaultValue 60000 */
  readonly claimIdleMs?: number;
  /** Milliseconds between looks for such entries. @defaultValue 10000 */
  readonly claimEveryMs?: number;
}

/**
 * The Redis Stream in a fleet, through a consumer group (`createStreamReader` of
 * `@rcs-send/redis`): this consumer's own pending entries first (after a restart), then new
 * ones; every `claimEveryMs` the entries a dead consumer left pending for `claimIdleMs` are
 * claimed here. `ackId` is the stream entry id. The group is created when missing.
 *
 * @public
 */
export async function streamSource(reader: StreamReader, options: StreamSourceOptions = {}): Promise<QueueSource> {
  const claimIdleMs = options.claimIdleMs ?? 60_000;
  const claimEveryMs = options.claimEveryMs ?? 10_000;
  await reader.createGroup();
  let lastClaim = Date.now();
  const entriesOf = (messages: Awaited<ReturnType<StreamReader['read']>>): QueueEntry[] =>
    messages.map(({ entryId, message, platformMessageId }) => ({ ackId: entryId, message, ...(platformMessageId === undefined ? {} : { platformMessageId }) }));
  return {
    async read() {
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
    close: () => Promise.resolve(),
  };
}
