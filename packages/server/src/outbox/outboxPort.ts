import { constants } from 'node:fs';
import { access, open, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SubmitPort, SubmittedMessage } from '@rcs-send/service';

/** The NDJSON outbox: a `SubmitPort` of the service that appends each message durably to a file. @public */
export interface OutboxPort extends SubmitPort {
  /** The file appended to. */
  readonly path: string;
  /** True while the file is open, still at `path` (not moved or deleted) and writable. */
  ready(): Promise<boolean>;
  /** Waits for pending appends, then closes the file; later submits are refused. */
  close(): Promise<void>;
}

interface Pending {
  readonly line: string;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** fsyncs the directory of a new file, so that the file itself survives a crash. */
async function syncDirectory(path: string): Promise<void> {
  const directory = await open(dirname(path), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/** Appends `data` and fsyncs it; on any failure cuts the file back to `size`, so no partial line stays. */
async function appendDurably(handle: FileHandle, data: Buffer, size: number): Promise<void> {
  try {
    const { bytesWritten } = await handle.write(data);
    if (bytesWritten !== data.length) throw new Error('short write to the outbox');
    await handle.datasync();
  } catch (error) {
    await handle.truncate(size).catch(() => undefined);
    throw error;
  }
}

/**
 * Opens (creating it if needed) the NDJSON outbox at `path`: one JSON line per accepted
 * message. `submit` resolves only once its line is written and fsynced; concurrent submits
 * share one write and one fsync (group commit). A failed append is cut back off the file and
 * rejects every message of it, so a message is either durably in the outbox or reported
 * not taken, never half written and never twice.
 *
 * @public
 */
export async function openOutbox(path: string): Promise<OutboxPort> {
  const handle = await open(path, 'a');
  let size = (await handle.stat()).size;
  if (size === 0) await syncDirectory(path);
  let queue: Pending[] = [];
  let flushing: Promise<void> | undefined;
  let closed: Promise<void> | undefined;

  const flush = async (): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const data = Buffer.from(batch.map((pending) => pending.line).join(''), 'utf8');
      try {
        await appendDurably(handle, data, size);
        size += data.length;
        for (const pending of batch) pending.resolve();
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    flushing = undefined;
  };

  return {
    path,
    submit(message: SubmittedMessage): Promise<void> {
      if (closed !== undefined) return Promise.reject(new Error('the outbox is closed'));
      const line = `${JSON.stringify(message)}\n`;
      return new Promise((resolve, reject) => {
        queue.push({ line, resolve, reject });
        flushing ??= Promise.resolve().then(flush);
      });
    },
    async ready(): Promise<boolean> {
      if (closed !== undefined) return false;
      try {
        const [atPath, open] = await Promise.all([stat(path), handle.stat(), access(path, constants.W_OK)]);
        return atPath.ino === open.ino && atPath.dev === open.dev;
      } catch {
        return false;
      }
    },
    close(): Promise<void> {
      closed ??= (async () => {
        while (flushing !== undefined) await flushing;
        await handle.close();
      })();
      return closed;
    },
  };
}
