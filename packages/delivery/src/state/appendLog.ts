import { open } from 'node:fs/promises';

/** An append-only file of lines, fsynced; concurrent appends share one write and one fsync. @internal */
export interface _AppendLog {
  append(line: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens `path` for appending after its last whole line: a torn line left by a crash is cut
 * off first. Resolves to the log and the whole lines already in it.
 *
 * @internal
 */
export async function _openAppendLog(path: string): Promise<{ log: _AppendLog; lines: string[] }> {
  const handle = await open(path, 'a+');
  const bytes = await handle.readFile();
  const end = bytes.lastIndexOf(0x0a) + 1;
  if (end < bytes.length) await handle.truncate(end);
  const lines = bytes.subarray(0, end).toString('utf8').split('\n').filter((line) => line !== '');
  let batch: { line: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | undefined;
  const flush = async (): Promise<void> => {
    while (batch.length > 0) {
      const taken = batch;
      batch = [];
      try {
        await handle.appendFile(taken.map((entry) => entry.line).join(''));
        await handle.datasync();
        for (const entry of taken) entry.resolve();
      } catch (error) {
        for (const entry of taken) entry.reject(error);
      }
    }
    flushing = undefined;
  };
  let closed: Promise<void> | undefined;
  const log: _AppendLog = {
    append(line) {
      if (closed !== undefined) return Promise.reject(new Error('the state file is closed'));
      return new Promise((resolve, reject) => {
        batch.push({ line: `${line}\n`, resolve, reject });
        flushing ??= Promise.resolve().then(flush);
      });
    },
    close() {
      closed ??= (async () => {
        while (flushing !== undefined) await flushing;
        await handle.close();
      })();
      return closed;
    },
  };
  return { log, lines };
}
