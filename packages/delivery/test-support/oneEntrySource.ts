// A queue source for the dispatcher's tests: one entry, read once.
import type { QueueSource, SubmittedMessage } from '@rcs-send/service';

/** A source holding one entry of `message` (handed over under `platformMessageId` when given), read once; `acked` resolves with the ack id when the dispatcher acknowledges it. */
export function oneEntry(message: SubmittedMessage, platformMessageId?: string): QueueSource & { readonly acked: Promise<string> } {
  let served = false;
  let ack: (ackId: string) => void = () => undefined;
  const acked = new Promise<string>((resolve) => (ack = resolve));
  return {
    acked,
    read: async (_max, signal) => {
      if (!served) return (served = true), [{ ackId: 'a1', message, ...(platformMessageId === undefined ? {} : { platformMessageId }) }];
      await new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true }));
      return [];
    },
    ack: async (ackId) => ack(ackId),
    close: async () => undefined,
  };
}
