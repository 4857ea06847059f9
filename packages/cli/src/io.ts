import type { Readable, Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The streams a command uses, so tests can run it in-process. */
export interface CommandIo {
  /** Standard input. */
  stdin: Readable;
  /** Results. */
  stdout: Writable;
  /** Progress, summaries and errors. */
  stderr: Writable & { isTTY?: boolean };
}

/** Writes since the event loop last had a turn. */
let writesSinceTurn = 0;

/**
 * Writes `text` and waits for the stream to drain when its buffer is full (backpressure).
 * Every 256 writes it gives the event loop a turn, so that an error of another stream (the
 * reader of stderr went away) is handled even while writes to a fast file never wait.
 */
export async function write(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', resolve));
  else if (++writesSinceTurn >= 256) {
    writesSinceTurn = 0;
    await nextTurn();
  }
}

/** The usage error of a command: printed with its help, exit code 2. */
export class UsageError extends Error {}
