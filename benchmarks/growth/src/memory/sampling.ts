// What every watched server process does besides serving: it prints one JSON line with its
// port, then a memory sample every second, and one more after a full GC each time a line "gc"
// arrives on its standard input. SIGTERM closes it.
import { createInterface } from 'node:readline';
import { collectGarbage } from '../gc';

/** A watched server, once it listens. */
export interface WatchedServer {
  /** The loopback port it listens on. */
  readonly port: number;
  /** The messages it is done with so far: taken by the counting submit port, or delivered (SENT). */
  messages(): number;
  /** Closes it. */
  close(): Promise<void>;
}

/** Reports `server`'s port, then samples its memory until SIGTERM closes it and ends the process. */
export function reportSamples(server: WatchedServer): void {
  const started = Date.now();
  const sample = (afterGc: boolean): void => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.stdout.write(`${JSON.stringify({ seconds: (Date.now() - started) / 1000, rss, heapUsed, heapTotal, external, messages: server.messages(), afterGc })}\n`);
  };
  process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
  setInterval(() => sample(false), 1000).unref();
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() !== 'gc') return;
    collectGarbage();
    sample(true);
  });
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}
