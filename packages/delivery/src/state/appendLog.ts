import { open } from 'node:fs/promises';

/** An append-only file of lines, fsynced; concurrent appends share one write and one fsync. @internal */
export interface _AppendLog {
  /** Resolves once `line` is written and, unless `durable` is false, fsynced (a later fsync covers it too). */
  append(line: string, durable?: boolean): Promise<void>;
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
  let batch: { line: string; durable: boolean; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | undefined;
  const flush = async (): Promise<void> => {
    while (batch.length > 0) {
      const taken = batch;
      batch = [];
      let waiting = taken;
      try {
        await handle.appendFile(taken.map((entry) => entry.line).join(''));
        for (const entry of taken) if (!entry.durable) entry.resolve();
        waiting = taken.filter((entry) => entry.durable);
        if (waiting.length > 0) await handle.datasync();
        for (const entry of waiting) entry.resolve();
      } catch (error) {
        for (const entry of waiting) entry.reject(error);
      }
    }
    flushing = undefined;
  };
  let closed: Promise<void> | undefined;
  const log: _AppendLog = {
    append(line, durable = true) {
      if (closed !== undefined) return Promise.reject(new Error('the state file is closed'));
      return new Promise((resolve, reject) => {
        batch.push({ line: `${line}\n`, durable, resolve, reject });
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
