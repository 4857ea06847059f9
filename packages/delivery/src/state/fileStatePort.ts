import type { MessageStatePort, MessageStateRecord } from './messageStates';
import { _openAppendLog } from './appendLog';

/** The state port of one machine: an append-only NDJSON file. @public */
export interface FileStatePort extends MessageStatePort {
  /** The file. */
  readonly path: string;
  /** Waits for pending records, then closes the file. */
  close(): Promise<void>;
}

/**
 * Opens (creating it if needed) an append-only NDJSON file of final states, one
 * `{ id, state, at, attempts, reason? }` per line, fsynced before `record` resolves. On
 * opening it reads the file back (a torn last line from a crash is cut off; a line that is
 * not a record is skipped), so a restarted worker knows what ended already.
 *
 * @public
 */
export async function openFileStatePort(path: string): Promise<FileStatePort> {
  const { log, lines } = await _openAppendLog(path);
  const records = new Map<string, MessageStateRecord>();
  for (const line of lines) {
    try {
      const record = JSON.parse(line) as MessageStateRecord;
      if (typeof record.id === 'string' && !records.has(record.id)) records.set(record.id, record);
    } catch {
      // not a record: skipped
    }
  }
  const pending = new Set<string>();
  return {
    path,
    get: (id) => Promise.resolve(records.get(id)),
    async record(record) {
      if (records.has(record.id) || pending.has(record.id)) return false;
      pending.add(record.id);
      try {
        await log.append(JSON.stringify(record));
        records.set(record.id, record);
        return true;
      } finally {
        pending.delete(record.id);
      }
    },
    close: () => log.close(),
  };
}
