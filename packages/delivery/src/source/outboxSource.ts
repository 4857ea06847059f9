import { open, rename, writeFile, readFile } from 'node:fs/promises';
import type { SubmittedMessage } from '@rcs-send/service';
import { _sleep } from '../dispatch/sleep';
import type { QueueEntry, QueueSource } from './queueSource';
import { _offsetTracker } from './offsetTracker';

/** Options of {@link openOutboxSource}. @public */
export interface OutboxSourceOptions {
  /** The NDJSON outbox the server appends to. */
  readonly path: string;
  /** The file holding the offset up to which every line is acknowledged. @defaultValue `path + '.offset'` */
  readonly offsetPath?: string;
  /** Milliseconds between looks at the file when nothing new is in it. @defaultValue 50 */
  readonly pollMs?: number;
  /** Receives the offset of a line that is not an accepted message (skipped, never its content). */
  readonly onSkippedLine?: (offset: number) => void;
}

/** The most bytes read at a time; a longer line is read in a buffer grown to hold it. */
const CHUNK_BYTES = 1024 * 1024;

/** No accepted message is near this long; a longer line stops the source with an error. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** The offset an earlier run acknowledged up to, or 0. */
async function readOffset(path: string): Promise<number> {
  const text = await readFile(path, 'utf8').catch((error: { code?: unknown }) => (error.code === 'ENOENT' ? '0' : Promise.reject(error)));
  const offset = Number(text.trim());
  if (!Number.isSafeInteger(offset) || offset < 0) throw new Error(`the offset file ${path} holds no offset`);
  return offset;
}

/** A message of a line, or undefined when it is not one. */
function messageOf(line: string): SubmittedMessage | undefined {
  try {
    const value = JSON.parse(line) as Partial<SubmittedMessage> | null;
    return typeof value?.id === 'string' && typeof value.message === 'object' && value.message !== null ? (value as SubmittedMessage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tails the NDJSON outbox from the offset an earlier run acknowledged up to: whole lines only
 * (a line still being appended waits), each entry's `ackId` its line's end offset. The offset
 * advances over acknowledged lines only, in file order, and is written (write, then rename)
 * as it moves, so a restart resumes where the acknowledged lines end and loses nothing.
 *
 * @public
 */
export async function openOutboxSource(options: OutboxSourceOptions): Promise<QueueSource> {
  const offsetPath = options.offsetPath ?? `${options.path}.offset`;
  const pollMs = options.pollMs ?? 50;
  const handle = await open(options.path, 'a+');
  const tracker = _offsetTracker(await readOffset(offsetPath), async (offset) => {
    await writeFile(`${offsetPath}.${process.pid}.tmp`, `${offset}\n`);
    await rename(`${offsetPath}.${process.pid}.tmp`, offsetPath);
  });
  let position = tracker.committed;
  let buffer = Buffer.alloc(CHUNK_BYTES);

  const readLines = async (max: number): Promise<QueueEntry[]> => {
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    const end = buffer.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
    if (end === 0 && bytesRead === buffer.length) {
      if (buffer.length >= MAX_LINE_BYTES) throw new Error(`the outbox line at offset ${position} is longer than ${MAX_LINE_BYTES} bytes`);
      buffer = Buffer.alloc(buffer.length * 2);
    }
    const entries: QueueEntry[] = [];
    let start = 0;
    while (start < end && entries.length < max) {
      const stop = buffer.indexOf(0x0a, start) + 1;
      const lineOffset = position + start;
      const message = messageOf(buffer.toString('utf8', start, stop - 1));
      tracker.add(lineOffset, position + stop);
      if (message === undefined) {
        options.onSkippedLine?.(lineOffset);
        await tracker.ack(position + stop);
      } else entries.push({ ackId: String(position + stop), message });
      start = stop;
    }
    position += start;
    return entries;
  };

  return {
    async read(max, signal) {
      const entries = await readLines(max);
      if (entries.length === 0) await _sleep(pollMs, signal);
      return entries;
    },
    ack: (ackId) => tracker.ack(Number(ackId)),
    async close() {
      await tracker.flush();
      await handle.close();
    },
  };
}
