import { _advanceIn, applyChange, type MessageStatePort, type MessageStatus, type StateChange } from './messageStates';
import { _openAppendLog } from './appendLog';

/** The state port of one machine: an append-only NDJSON file. @public */
export interface FileStatePort extends MessageStatePort {
  /** The file. */
  readonly path: string;
  /** Waits for pending records, then closes the file. */
  close(): Promise<void>;
}

/**
 * Opens (creating it if needed) an append-only NDJSON file of state changes, one
 * `{ id, state, at, attempts?, reason?, organizationId?, to?, from? }` per line, fsynced before `advance`
 * resolves, except ACCEPTED: written but not waited for its fsync, to keep that off the
 * acceptance's path (the outbox is the durable record of an acceptance; the fsync of any later
 * line covers it, so a power cut can lose an ACCEPTED line, never one after it). On opening it
 * replays the file (a torn last line from a crash is cut off; a line that is not a change is
 * skipped), so a restarted worker knows where each message stands.
 *
 * @public
 */
export async function openFileStatePort(path: string): Promise<FileStatePort> {
  const { log, lines } = await _openAppendLog(path);
  const statuses = new Map<string, MessageStatus>();
  for (const line of lines) {
    try {
      const change = JSON.parse(line) as StateChange;
      if (typeof change.id === 'string') _advanceIn(statuses, change);
    } catch {
      // not a change: skipped
    }
  }
  // Changes of one message are written one after the other, so each is judged against the last written.
  const queues = new Map<string, Promise<unknown>>();
  const write = async (change: StateChange): Promise<MessageStatus | undefined> => {
    const next = applyChange(statuses.get(change.id), change);
    if (next === undefined) return undefined;
    await log.append(JSON.stringify(change), change.state !== 'ACCEPTED');
    statuses.set(change.id, next);
    return next;
  };
  return {
    path,
    get: (id) => Promise.resolve(statuses.get(id)),
    advance(change) {
      const result = (queues.get(change.id) ?? Promise.resolve()).then(() => write(change));
      const settled = result.catch(() => undefined);
      queues.set(change.id, settled);
      void settled.then(() => {
        if (queues.get(change.id) === settled) queues.delete(change.id);
      });
      return result;
    },
    close: () => log.close(),
  };
}
