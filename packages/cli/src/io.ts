import type { Readable, Writable } from 'node:stream';

/** The streams a command uses, so tests can run it in-process. */
export interface CommandIo {
  /** Standard input. */
  stdin: Readable;
  /** Results. */
  stdout: Writable;
  /** Progress, summaries and errors. */
  stderr: Writable & { isTTY?: boolean };
}

/** Writes `text` and waits for the stream to drain when its buffer is full (backpressure). */
export async function write(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', resolve));
}

/** The usage error of a command: printed with its help, exit code 2. */
export class UsageError extends Error {}
