import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { _Database } from '../database/openDatabase';

/** How often the checkpointer copies what the WAL holds into the database file, in milliseconds. */
const CHECKPOINT_EVERY_MS = 100;

/** better-sqlite3's entry, resolved here: an evaluated worker's own `require` resolves from the working directory. */
const DRIVER = createRequire(typeof __filename === 'string' ? __filename : import.meta.url).resolve('better-sqlite3');

/**
 * The worker (CommonJS, evaluated): its own connection to the database, a PASSIVE checkpoint on
 * a timer, a database it cannot open and the first failure of a run of failing checkpoints
 * posted back (their messages only), closed at the first message it receives. A PASSIVE
 * checkpoint never waits for a lock and never stops the writer: it copies the frames no reader
 * still needs, syncing the WAL before and the database file after, as the writer's own does.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const report = (error) => parentPort.postMessage(String(error instanceof Error ? error.message : error));
let db;
try {
  db = new Database(workerData.path, { fileMustExist: true });
} catch (error) {
  report(error);
}
let failing = false;
const timer = db && setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    failing = false;
  } catch (error) {
    if (!failing) report(error);
    failing = true;
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db?.close();
  parentPort.close();
});
`;

/** A thread that checkpoints the WAL of a database beside its writer. @internal */
export interface _WalCheckpointer {
  /** Stops the thread and closes its connection; resolves once it has exited. */
  close(): Promise<void>;
}

/**
 * Checkpoints the WAL of `db` on a thread of its own (with its own connection to the file), every
 * 100 ms, so that the copy of the committed pages into the database file and its fsync leave the
 * event loop.
 * The writer keeps its own automatic checkpoint (every 10,000 pages), which is what lets the
 * WAL start again from its beginning: it then finds at most the last 100 ms of pages to copy
 * and sync, where it found all 10,000 (a stall of about 20 ms every 2 s under the benchmark's
 * load, now a few). A failure of the thread (the file cannot be opened, a checkpoint fails)
 * goes to `onError`, once for a run of failing checkpoints; the writer's checkpoint still runs.
 * The thread keeps no process alive. A database in memory has no WAL: nothing is started.
 *
 * @internal
 */
export function _walCheckpointer(db: _Database, onError: (error: Error) => void): _WalCheckpointer {
  if (db.memory) return { close: () => Promise.resolve() };
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: DRIVER, path: db.name, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  worker.on('message', (message: string) => onError(new Error(`WAL checkpoint failed: ${message}`)));
  worker.on('error', (error: unknown) => onError(error instanceof Error ? error : new Error(`WAL checkpointer stopped: ${String(error)}`)));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    close() {
      worker.ref(); // else a process with nothing else to do would end before the thread has, and its close with it
      worker.postMessage('close');
      return exited;
    },
  };
}
